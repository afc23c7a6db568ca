import styled, { css } from 'styled-components';
import { radius, space } from './theme-tokens';

export const CARD_VARIANTS = ['raised', 'surface'] as const;
export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];
export type CardPadding = (typeof CARD_PADDINGS)[number];

const paddings = { none: '0', sm: space.sm, md: space.md, lg: space.lg } as const satisfies Record<CardPadding, string>;
const fills = { raised: 'surfaceRaised', surface: 'surface' } as const satisfies Record<CardVariant, string>;

/** Border, corners and fill of a card, without padding. */
export function cardSurface(variant: CardVariant = 'raised') {
  return css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.lg};
    background: ${({ theme }) => theme.colors[fills[variant]]};
  `;
}

/**
 * The card look as data, for elements whose own styled definition must stay (list rows, forms):
 * `styled.li`${cardStyles('raised', 'md')} ...``.
 */
export function cardStyles(variant: CardVariant = 'raised', padding: CardPadding = 'lg') {
  return css`
    ${cardSurface(variant)}
    padding: ${paddings[padding]};
  `;
}

export interface CardProps {
  /** raised (the default) sits on the page; surface is the quieter fill of summaries and messages. */
  variant?: CardVariant;
  /** Inner spacing; defaults to lg. */
  padding?: CardPadding;
}

const CARD_PROP_NAMES = new Set<string>(['variant', 'padding']);

/**
 * A bordered, rounded surface. A styled component rather than a wrapper, so a slice can extend it
 * (`styled(Card)`) and pick its element (`as="section"`) without losing the look.
 */
export const Card = styled.div
  .withConfig({ shouldForwardProp: (prop) => !CARD_PROP_NAMES.has(prop) })
  .attrs<CardProps>(({ variant = 'raised', padding = 'lg' }) => ({
    variant,
    padding,
    'data-variant': variant,
    'data-padding': padding,
  }))`
  ${({ variant, padding }) => cardStyles(variant, padding)}
`;
