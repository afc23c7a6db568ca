import styled from 'styled-components';
import { radius, space } from 'shared-ui/design';

/** The narrow card shared by the shipping and payment forms. */
export const CheckoutForm = styled.form`
  max-width: 520px;
  margin: 0 auto;
  padding: ${space.lg};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h1 { margin-top: 0; }
  label { font-weight: 600; margin-top: ${space.xs}; }
  input[type='text'] {
    font: inherit;
    padding: 10px 12px;
    border-radius: ${radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-direction: column; gap: ${space.sm}; }
  legend { font-weight: 600; margin-bottom: ${space.sm}; }
  fieldset label { font-weight: 400; display: flex; gap: ${space.sm}; align-items: center; }
  button[type='submit'] { margin-top: ${space.md}; }
`;
