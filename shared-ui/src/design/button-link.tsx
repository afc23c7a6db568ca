import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button';

// `&&` outranks a container's `a { color }` rule, so the link keeps the button's colours anywhere.
const StyledLink = styled(Link)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  && {
    ${({ $variant, $size, $fullWidth }) => buttonStyles($variant, $size, $fullWidth)}
  }
`;

export interface ButtonLinkProps extends LinkProps {
  /** Visual weight; defaults to primary. */
  variant?: ButtonVariant;
  /** Height and padding; defaults to md. */
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router link that looks like a Button: navigation keeps link semantics (role link, open in new tab). */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} data-variant={variant} data-size={size} {...props} />;
}
