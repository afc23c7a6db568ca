import { css } from 'styled-components';
import { cardStyles, media, radius, space } from 'shared-ui/design';

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
  /* On a phone the actions move under the details so the text column keeps its width. */
  ${media.below('sm')} {
    grid-template-columns: 72px minmax(0, 1fr);
    img {
      width: 72px;
      height: 72px;
    }
    && > :last-child {
      grid-column: 1 / -1;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
    }
  }
`;
