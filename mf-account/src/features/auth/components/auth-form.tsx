import styled from 'styled-components';
import { radius, space } from 'shared-ui/design';

/** The card that holds the login and register forms. */
export const AuthCard = styled.div`
  max-width: 440px;
  margin: ${space.xl} auto;
  padding: ${space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h1 { margin-top: 0; }
  form { display: flex; flex-direction: column; gap: ${space.sm}; }
  label { font-weight: 600; margin-top: ${space.xs}; }
  input {
    font: inherit;
    padding: 10px 12px;
    border-radius: ${radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  button[type='submit'] { margin-top: ${space.md}; }
  .error { color: ${({ theme }) => theme.colors.danger}; margin: 0; }
  a { color: ${({ theme }) => theme.colors.primary}; }
`;
