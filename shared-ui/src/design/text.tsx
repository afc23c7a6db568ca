import styled, { css } from 'styled-components';
import { marginStyles, type MarginProps } from './layout';

export const TEXT_TONES = ['default', 'muted', 'danger', 'success'] as const;
export const TEXT_SIZES = ['sm', 'md', 'lg'] as const;
export const TEXT_WEIGHTS = ['regular', 'semibold', 'bold'] as const;
export type TextTone = (typeof TEXT_TONES)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

const toneColors = {
  default: 'text',
  muted: 'textMuted',
  danger: 'danger',
  success: 'success',
} as const satisfies Record<TextTone, string>;
const fontSizes = { sm: '0.875rem', md: '1rem', lg: '1.125rem' } as const satisfies Record<TextSize, string>;
const fontWeights = { regular: 400, semibold: 600, bold: 700 } as const satisfies Record<TextWeight, number>;

export interface TextProps extends MarginProps {
  /** Colour from the theme; defaults to default (the body text colour). Every tone meets AA in both themes. */
  tone?: TextTone;
  /** Font size; inherits the surrounding size when left out. */
  size?: TextSize;
  /** Font weight; inherits when left out. */
  weight?: TextWeight;
}

const TEXT_PROP_NAMES = new Set<string>(['tone', 'size', 'weight', 'mt', 'mb']);

/**
 * Body text in a tone: `<Text tone="muted" size="sm">`. A span by default; `as="p"` (or any element)
 * keeps the look. Keeps the element's margins unless `mt`/`mb` set them from the spacing scale.
 */
export const Text = styled.span
  .withConfig({ shouldForwardProp: (prop) => !TEXT_PROP_NAMES.has(prop) })
  .attrs<TextProps>(({ tone = 'default', size, weight }) => ({
    tone,
    'data-tone': tone,
    'data-size': size,
    'data-weight': weight,
  }))`
  color: ${({ theme, tone = 'default' }) => theme.colors[toneColors[tone]]};
  ${({ size }) =>
    size &&
    css`
      font-size: ${fontSizes[size]};
    `}
  ${({ weight }) =>
    weight &&
    css`
      font-weight: ${fontWeights[weight]};
    `}
  ${marginStyles}
`;

/**
 * A heading with margins from the spacing scale, and nothing else of its own: `<Heading mt="none">` is
 * an `<h2>` flush with the top of its card; `as="h1"` or `as="h3"` for other levels. Without `mt`/`mb`
 * it keeps the browser's heading margins.
 */
export const Heading = styled.h2.withConfig({ shouldForwardProp: (prop) => prop !== 'mt' && prop !== 'mb' })<MarginProps>`
  ${marginStyles}
`;
