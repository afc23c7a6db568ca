import styled from 'styled-components';
import { cardStyles, container, formFieldStyles, space } from 'shared-ui/design';

/** The narrow card shared by the shipping and payment forms. */
export const CheckoutForm = styled.form`
  ${cardStyles('raised', 'lg')}
  max-width: ${container.form};
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  h1 {
    margin-top: 0;
  }
  ${formFieldStyles}
`;
