import { css } from 'styled-components';
import { cardSurface } from './card';
import { radius, space } from './theme-tokens';

/** A raised panel without padding; the same surface as `<Card>` and `cardStyles()`. */
export const raisedSurface = cardSurface('raised');

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
