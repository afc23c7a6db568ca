import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { radius, space } from './theme-tokens';

export const FIELDSET_VARIANTS = ['plain', 'section', 'boxed'] as const;
export type FieldsetVariant = (typeof FIELDSET_VARIANTS)[number];

const stacked = css`
  border: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const variantStyles = {
  /** A group of controls with a small caption (a choice of payment methods). */
  plain: css`
    ${stacked}
    > legend {
      font-weight: 600;
      margin-bottom: ${space.sm};
    }
  `,
  /** A titled part of a longer form (Change Password inside the profile form). */
  section: css`
    ${stacked}
    > legend {
      padding: 0;
      font-weight: 700;
      font-size: 1.125rem;
      margin-top: ${space.md};
    }
  `,
  /** A bordered group of checkboxes or radios that wrap in rows (the catalogue's filters). */
  boxed: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${radius.md};
    padding: ${space.sm} ${space.md} ${space.md};
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
    > legend {
      font-weight: 700;
      padding: 0 ${space.xs};
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: ${space.xs};
      min-height: 32px;
    }
    input[type='checkbox'],
    input[type='radio'] {
      width: 18px;
      height: 18px;
      accent-color: ${({ theme }) => theme.colors.primary};
    }
  `,
} as const satisfies Record<FieldsetVariant, unknown>;

const StyledFieldset = styled.fieldset<{ $variant: FieldsetVariant }>`
  margin: 0;
  ${({ $variant }) => variantStyles[$variant]}
`;

export interface FieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  /** The group's caption, and its accessible name. */
  legend: ReactNode;
  /** plain (the default), section for a titled part of a long form, boxed for rows of choices. */
  variant?: FieldsetVariant;
  ref?: Ref<HTMLFieldSetElement>;
}

/** A group of related controls named by its legend, without the browser's default frame (unless boxed). */
export function Fieldset({ legend, variant = 'plain', children, ...props }: FieldsetProps) {
  return (
    <StyledFieldset $variant={variant} data-variant={variant} {...props}>
      <legend>{legend}</legend>
      {children}
    </StyledFieldset>
  );
}
