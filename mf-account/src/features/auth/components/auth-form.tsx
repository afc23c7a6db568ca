import styled from 'styled-components';
import { cardStyles, container, formFieldStyles, space } from 'shared-ui/design';

/** The card that holds the login and register forms. */
export const AuthCard = styled.div`
  ${cardStyles('raised', 'lg')}
  max-width: ${container.compact};
  margin: ${space.xl} auto;
  h1 {
    margin-top: 0;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
  }
  ${formFieldStyles}
  p[role='alert'] {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
