import type { HTMLAttributes, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { radius } from './theme-tokens';

export const BADGE_TONES = ['neutral', 'success', 'warning', 'danger', 'primary', 'promo'] as const;
export const BADGE_SIZES = ['sm', 'md'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
export type BadgeSize = (typeof BADGE_SIZES)[number];

type ColorToken = keyof DefaultTheme['colors'];

/** Fill and text token of each tone; every pair is at least 4.5:1 in both themes (theme-tokens.test.ts). */
export const BADGE_TONE_COLORS = {
  neutral: ['secondary', 'onSecondary'],
  success: ['successSubtle', 'onSuccessSubtle'],
  warning: ['warningSubtle', 'onWarningSubtle'],
  danger: ['dangerSubtle', 'onDangerSubtle'],
  primary: ['primary', 'onPrimary'],
  promo: ['badge', 'onBadge'],
} as const satisfies Record<BadgeTone, readonly [ColorToken, ColorToken]>;

const sizeStyles = {
  sm: css`
    padding: 2px 8px;
    font-size: 0.75rem;
  `,
  md: css`
    padding: 2px 10px;
    font-size: 0.875rem;
  `,
} as const satisfies Record<BadgeSize, unknown>;

const StyledBadge = styled.span<{ $tone: BadgeTone; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  border-radius: ${radius.pill};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ theme, $tone }) => theme.colors[BADGE_TONE_COLORS[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[BADGE_TONE_COLORS[$tone][1]]};
  ${({ $size }) => sizeStyles[$size]}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour pair from the theme; defaults to neutral. */
  tone?: BadgeTone;
  /** Defaults to md. */
  size?: BadgeSize;
  ref?: Ref<HTMLSpanElement>;
}

/** A short label in a pill: NEW, -20%, a status. */
export function Badge({ tone = 'neutral', size = 'md', ...props }: BadgeProps) {
  return <StyledBadge $tone={tone} $size={size} data-tone={tone} data-size={size} {...props} />;
}

/** What each shop status looks like and says when no other text is given. */
export const STATUS_BADGES = {
  'in-stock': { tone: 'success', label: 'In Stock' },
  'low-stock': { tone: 'warning', label: 'Low Stock' },
  'out-of-stock': { tone: 'danger', label: 'Out of Stock' },
  paid: { tone: 'success', label: 'Paid' },
  pending: { tone: 'warning', label: 'Pending' },
  delivered: { tone: 'success', label: 'Delivered' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
  'refund-pending': { tone: 'warning', label: 'Refund pending' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;
export type ShopStatus = keyof typeof STATUS_BADGES;
export const SHOP_STATUSES = Object.keys(STATUS_BADGES) as ShopStatus[];

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone'> {
  /** Which status; picks the colour and the default label. */
  status: ShopStatus;
}

/**
 * A stock or order status: `<StatusBadge status="paid">Paid at 1/2/2026</StatusBadge>`. The colour is
 * never the only signal: the text says the status too.
 */
export function StatusBadge({ status, children, ...props }: StatusBadgeProps) {
  const { tone, label } = STATUS_BADGES[status];
  return (
    <Badge tone={tone} data-status={status} {...props}>
      {children ?? label}
    </Badge>
  );
}
