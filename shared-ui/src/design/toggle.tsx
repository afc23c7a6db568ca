import type { ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

export const TOGGLE_SIZES = ['sm', 'md', 'lg'] as const;
export type ToggleSize = (typeof TOGGLE_SIZES)[number];

const trackSizes = {
  sm: { width: 32, height: 18 },
  md: { width: 44, height: 24 },
  lg: { width: 56, height: 30 },
} as const satisfies Record<ToggleSize, { width: number; height: number }>;

const Track = styled.button<{ $size: ToggleSize }>`
  position: relative;
  flex-shrink: 0;
  width: ${({ $size }) => trackSizes[$size].width}px;
  height: ${({ $size }) => trackSizes[$size].height}px;
  padding: 0;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.secondary};
  cursor: pointer;
  transition: background 150ms ease;
  &[data-state='on'] {
    background: ${({ theme }) => theme.colors.primaryFill};
  }
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${({ $size }) => trackSizes[$size].height - 6}px;
    height: ${({ $size }) => trackSizes[$size].height - 6}px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.3);
    transition: transform 150ms ease;
  }
  &[data-state='on']::after {
    transform: translateX(${({ $size }) => trackSizes[$size].width - trackSizes[$size].height}px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface ToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  /** Whether the toggle is on. */
  checked: boolean;
  /** Called with the new value when the shopper flips it. */
  onCheckedChange: (checked: boolean) => void;
  /** Defaults to md. */
  size?: ToggleSize;
  /** Accessible name; required because the control has no visible text. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Toggle({ checked, onCheckedChange, size = 'md', label, ...props }: ToggleProps) {
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-state={checked ? 'on' : 'off'}
      data-size={size}
      $size={size}
      onClick={() => onCheckedChange(!checked)}
      {...props}
    />
  );
}
