import { css } from 'styled-components';
import { cardStyles, radius, space } from 'shared-ui/design';

/** The row layout the cart and the wishlist share: image, details, actions. */
export const itemRowStyles = css`
  display: grid;
  grid-template-columns: 96px 1fr auto;
  gap: ${space.md};
  align-items: center;
  ${cardStyles('raised', 'md')}
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${radius.md};
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: ${space.xs} 0;
  }
`;
