import styled, { css } from 'styled-components';
import { media, space, type Breakpoint } from './theme-tokens';

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

/** Column tracks (`grid-template-columns`), or tracks per viewport: `base` below the first breakpoint given. */
export type GridColumns = string | ({ base: string } & Partial<Record<Breakpoint, string>>);

const GRID_BREAKPOINTS = ['sm', 'md', 'lg'] as const satisfies readonly Breakpoint[];

export interface GridProps extends BoxProps {
  /**
   * Narrowest a column may get: as many columns as fit, each at least this wide
   * (`repeat(auto-fill, minmax(minItemWidth, 1fr))`). Use `min(100%, ...)` to let one column shrink on a phone.
   * Leave out when `columns` is given.
   */
  minItemWidth?: string;
  /**
   * Fixed column tracks instead of `minItemWidth`, changing at the breakpoint tokens (from that width up):
   * `columns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' }}` stacks on a phone.
   */
  columns?: GridColumns;
  /** auto-fill (the default) keeps empty tracks so items keep their width; auto-fit stretches items. */
  fill?: 'auto-fill' | 'auto-fit';
}

const LAYOUT_PROP_NAMES = new Set<string>(['gap', 'align', 'mt', 'mb', 'direction', 'justify', 'wrap']);
const GRID_PROP_NAMES = new Set<string>(['gap', 'align', 'mt', 'mb', 'minItemWidth', 'columns', 'fill']);

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

function columnTracks({ columns, minItemWidth, fill = 'auto-fill' }: GridProps) {
  if (columns === undefined) return `repeat(${fill}, minmax(${minItemWidth}, 1fr))`;
  return typeof columns === 'string' ? columns : columns.base;
}

function breakpointColumns({ columns }: GridProps) {
  if (columns === undefined || typeof columns === 'string') return null;
  return GRID_BREAKPOINTS.filter((breakpoint) => columns[breakpoint]).map(
    (breakpoint) => css`
      ${media.atLeast(breakpoint)} {
        grid-template-columns: ${columns[breakpoint]};
      }
    `,
  );
}

/**
 * Columns as many as fit, each at least `minItemWidth` wide: `<Grid as="ul" minItemWidth="220px" gap="md">`;
 * or set tracks per breakpoint: `<Grid columns={{ base: '1fr', md: '2fr 1fr' }}>`.
 */
export const Grid = styled.div
  .withConfig({ shouldForwardProp: (prop) => !GRID_PROP_NAMES.has(prop) })
  .attrs<GridProps>(({ gap = 'none' }) => ({ gap, 'data-gap': gap }))`
  display: grid;
  grid-template-columns: ${columnTracks};
  ${breakpointColumns}
  ${boxStyles}
`;
