import styled, { css } from 'styled-components';
import { space } from './theme-tokens';

export const LAYOUT_GAPS = ['none', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
export const FLEX_DIRECTIONS = ['row', 'column'] as const;
export const LAYOUT_ALIGNS = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const FLEX_JUSTIFIES = ['start', 'center', 'end', 'between'] as const;
export type LayoutGap = (typeof LAYOUT_GAPS)[number];
export type FlexDirection = (typeof FLEX_DIRECTIONS)[number];
export type LayoutAlign = (typeof LAYOUT_ALIGNS)[number];
export type FlexJustify = (typeof FLEX_JUSTIFIES)[number];

const gaps = { none: '0', ...space } as const satisfies Record<LayoutGap, string>;

export interface MarginProps {
  /** Space above, from the spacing scale; the element's own margin when left out. */
  mt?: LayoutGap;
  /** Space below, from the spacing scale; the element's own margin when left out. */
  mb?: LayoutGap;
}

/** Only the margins asked for, so an element without `mt`/`mb` keeps its default margins. */
export const marginStyles = css<MarginProps>`
  ${({ mt }) =>
    mt &&
    css`
      margin-top: ${gaps[mt]};
    `}
  ${({ mb }) =>
    mb &&
    css`
      margin-bottom: ${gaps[mb]};
    `}
`;
const aligns = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<LayoutAlign, string>;
const justifies = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<FlexJustify, string>;

interface BoxProps {
  /** Space between the children, from the spacing scale; defaults to none. */
  gap?: LayoutGap;
  /** Cross-axis alignment of the children; defaults to stretch. */
  align?: LayoutAlign;
  /** Space above, from the spacing scale; defaults to none. */
  mt?: LayoutGap;
  /** Space below, from the spacing scale; defaults to none. */
  mb?: LayoutGap;
}

export interface FlexProps extends BoxProps {
  /** row (the default) lays children out in a line; column stacks them. */
  direction?: FlexDirection;
  /** Main-axis distribution; defaults to start. */
  justify?: FlexJustify;
  /** Let a row wrap onto further lines instead of overflowing. */
  wrap?: boolean;
}

export interface GridProps extends BoxProps {
  /**
   * Narrowest a column may get: as many columns as fit, each at least this wide
   * (`repeat(auto-fill, minmax(minItemWidth, 1fr))`). Use `min(100%, ...)` to let one column shrink on a phone.
   */
  minItemWidth: string;
  /** auto-fill (the default) keeps empty tracks so items keep their width; auto-fit stretches items. */
  fill?: 'auto-fill' | 'auto-fit';
}

const LAYOUT_PROP_NAMES = new Set<string>(['gap', 'align', 'mt', 'mb', 'direction', 'justify', 'wrap']);
const GRID_PROP_NAMES = new Set<string>(['gap', 'align', 'mt', 'mb', 'minItemWidth', 'fill']);

/** Margins from the props, and no bullets or indent when the element is a list (`as="ul"`). */
const boxStyles = css<BoxProps>`
  margin: ${({ mt = 'none' }) => gaps[mt]} 0 ${({ mb = 'none' }) => gaps[mb]};
  padding-inline-start: 0;
  list-style: none;
  gap: ${({ gap = 'none' }) => gaps[gap]};
  align-items: ${({ align = 'stretch' }) => aligns[align]};
`;

/**
 * A row or a stack of children with a gap from the spacing scale, as Radix Themes' `Flex`:
 * `<Flex direction="column" gap="sm" as="form">`. Any element (`as="ul"` is a list without bullets);
 * sets its own margins (none unless `mt`/`mb`), so it replaces the element's defaults.
 */
export const Flex = styled.div
  .withConfig({ shouldForwardProp: (prop) => !LAYOUT_PROP_NAMES.has(prop) })
  .attrs<FlexProps>(({ direction = 'row', gap = 'none' }) => ({
    direction,
    gap,
    'data-direction': direction,
    'data-gap': gap,
  }))`
  display: flex;
  flex-direction: ${({ direction = 'row' }) => direction};
  justify-content: ${({ justify = 'start' }) => justifies[justify]};
  ${({ wrap }) =>
    wrap &&
    css`
      flex-wrap: wrap;
    `}
  ${boxStyles}
`;

/** Columns as many as fit, each at least `minItemWidth` wide: `<Grid as="ul" minItemWidth="220px" gap="md">`. */
export const Grid = styled.div
  .withConfig({ shouldForwardProp: (prop) => !GRID_PROP_NAMES.has(prop) })
  .attrs<GridProps>(({ gap = 'none' }) => ({ gap, 'data-gap': gap }))`
  display: grid;
  grid-template-columns: repeat(${({ fill = 'auto-fill' }) => fill}, minmax(${({ minItemWidth }) => minItemWidth}, 1fr));
  ${boxStyles}
`;
