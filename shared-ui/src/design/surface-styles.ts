import { css } from 'styled-components';
import { radius, space } from './theme-tokens';

/** A raised panel: forms, summaries, list rows. */
export const raisedSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** Labels above text inputs, the way every form in the shop lays them out. */
export const formFieldStyles = css`
  label {
    font-weight: 600;
    margin-top: ${space.xs};
  }
  input:not([type='radio']):not([type='checkbox']),
  textarea,
  select {
    font: inherit;
    padding: 10px 12px;
    border-radius: ${radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  button[type='submit'] {
    margin-top: ${space.md};
  }
`;
