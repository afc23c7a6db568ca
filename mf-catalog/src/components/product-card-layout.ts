import styled, { css } from 'styled-components';
import { Card, media, radius, space } from 'shared-ui/design';

/** grid: a column card; list: image beside the text; featured: the large card of the asymmetric view. */
export type CardLayout = 'grid' | 'list' | 'featured';

/*
 * The card and its skeleton share these boxes: the image keeps its ratio and every text row has a
 * fixed height (names clamp to two lines), so a skeleton is exactly the size of the card it stands
 * for and nothing moves when the products arrive. A card is two blocks: what the product is (caption,
 * name, rating; the list adds a line of description) and how to buy it (price, stock, add to cart).
 * Column cards stack them; the list puts the buying block in a column of its own on the right.
 */

export const CardFrame = styled(Card).attrs({ padding: 'none' })<{ $layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  min-width: 0;
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      display: grid;
      grid-template-columns: 200px minmax(0, 1fr);
      ${media.below('sm')} {
        grid-template-columns: 112px minmax(0, 1fr);
      }
    `}
  ${({ $layout }) =>
    $layout === 'featured' &&
    css`
      grid-column: span 2;
      ${media.atLeast('md')} {
        grid-row: span 2;
      }
    `}
`;

export const ImageBox = styled.div<{ $layout: CardLayout }>`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $layout }) =>
    $layout === 'featured' &&
    css`
      /* Two columns on a phone: a wide, shorter picture, so the card is not a screen tall. */
      aspect-ratio: 16 / 9;
      ${media.atLeast('md')} {
        flex: 1;
        aspect-ratio: auto;
        min-height: 240px;
      }
    `}
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      aspect-ratio: auto;
      height: 100%;
      min-height: 150px;
      ${media.below('sm')} {
        min-height: 112px;
      }
    `}
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const rowHeights = {
  caption: '1.125rem',
  name: '2.6rem',
  featuredName: '3.3rem',
  rating: '1.25rem',
  description: '2.6rem',
  price: '1.75rem',
  /** a phone's column card: the struck-out price goes under the price */
  priceTwoLines: '2.75rem',
  stock: '1.5rem',
  action: '40px',
} as const;

export const CardBody = styled.div<{ $layout: CardLayout }>`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  min-width: 0;
  ${media.below('sm')} {
    padding: 12px;
  }
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      grid-template-columns: minmax(0, 1fr) minmax(150px, 200px);
      gap: ${space.lg};
      align-items: center;
      ${media.below('sm')} {
        grid-template-columns: minmax(0, 1fr);
        gap: ${space.sm};
      }
    `}
`;

const aboutHeight = (...rows: string[]) => `calc(${rows.join(' + ')} + ${rows.length - 1} * 4px)`;

/**
 * Caption, name and rating (and in the list, a line of description). The block has the height of a
 * two-line name, but the rows follow one another: a one-line name leaves its spare line below the
 * rating, not as a gap between the name and its rating.
 */
export const AboutBlock = styled.div<{ $layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  overflow: hidden;
  > * {
    flex-shrink: 0;
  }
  height: ${({ $layout }) =>
    aboutHeight(rowHeights.caption, $layout === 'featured' ? rowHeights.featuredName : rowHeights.name, rowHeights.rating)};
  ${({ $layout }) =>
    $layout === 'featured' &&
    css`
      /* Two rows tall beside fixed cards: the picture takes the spare line, not a gap above the price. */
      ${media.atLeast('md')} {
        height: auto;
      }
    `}
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      height: ${aboutHeight(rowHeights.caption, rowHeights.name, rowHeights.rating, rowHeights.description)};
      ${media.below('sm')} {
        height: ${aboutHeight(rowHeights.caption, rowHeights.name, rowHeights.rating)};
      }
    `}
`;

/** Price, stock and the add-to-cart action. */
export const BuyBlock = styled.div<{ $layout: CardLayout }>`
  display: grid;
  align-items: center;
  gap: 4px;
  min-width: 0;
  grid-template-rows: ${rowHeights.price} ${rowHeights.stock} ${rowHeights.action};
  ${({ $layout }) =>
    $layout === 'grid' &&
    css`
      ${media.below('sm')} {
        grid-template-rows: ${rowHeights.priceTwoLines} ${rowHeights.stock} ${rowHeights.action};
      }
    `}
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      ${media.atLeast('sm')} {
        justify-items: end;
        text-align: right;
      }
      ${media.below('sm')} {
        grid-template-rows: ${rowHeights.price} ${rowHeights.stock} ${rowHeights.action};
        justify-items: start;
      }
    `}
`;

/** A grey bar; `$height` for the flowing rows of the about block, else 70 % of its grid row. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '70%' }) => $height};
  border-radius: ${radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;
