import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { radius } from './theme-tokens';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'accent', 'outline', 'ghost', 'danger', 'success'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const sizeStyles = {
  sm: css`
    padding: 6px 12px;
    font-size: 0.875rem;
    min-height: 32px;
  `,
  md: css`
    padding: 8px 16px;
    font-size: 1rem;
    min-height: 40px;
  `,
  lg: css`
    padding: 12px 22px;
    font-size: 1.0625rem;
    min-height: 48px;
  `,
  xl: css`
    padding: 16px 28px;
    font-size: 1.125rem;
    min-height: 56px;
  `,
} as const satisfies Record<ButtonSize, unknown>;

const filled = (fill: keyof DefaultTheme['colors'], text: keyof DefaultTheme['colors']) => css`
  background: ${({ theme }) => theme.colors[fill]};
  color: ${({ theme }) => theme.colors[text]};
  border-color: transparent;
`;

const variantStyles = {
  primary: filled('primaryFill', 'onPrimaryFill'),
  secondary: filled('secondary', 'onSecondary'),
  accent: filled('accentFill', 'onAccentFill'),
  danger: filled('dangerFill', 'onDangerFill'),
  success: filled('successFill', 'onSuccessFill'),
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
  `,
} as const satisfies Record<ButtonVariant, unknown>;

/**
 * The button look as data, for elements that are not a <button> (links, labels), like shadcn's
 * `buttonVariants`: `styled(Link)`${buttonStyles('outline', 'sm')}``.
 */
export function buttonStyles(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', fullWidth = false) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    border: 1px solid transparent;
    border-radius: ${radius.md};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    text-decoration: none;
    transition:
      filter 120ms ease,
      transform 120ms ease;
    width: ${fullWidth ? '100%' : 'auto'};
    ${sizeStyles[size]}
    ${variantStyles[variant]}
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
    &:active:not(:disabled) {
      transform: translateY(1px);
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
  `;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${({ $variant, $size, $fullWidth }) => buttonStyles($variant, $size, $fullWidth)}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; defaults to primary. */
  variant?: ButtonVariant;
  /** Height and padding; defaults to md. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', fullWidth = false, type = 'button', ...props }: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      data-variant={variant}
      data-size={size}
      {...props}
    />
  );
}
