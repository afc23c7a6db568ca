import styled, { css } from 'styled-components';
import { Card, media, radius, space } from 'shared-ui/design';

/** grid: a column card; list: image beside the text; featured: the large card of the asymmetric view. */
export type CardLayout = 'grid' | 'list' | 'featured';

/**
 * The card and its skeleton share these boxes: the image keeps its ratio and every text row has a
 * fixed height (names clamp to two lines), so a skeleton is exactly the size of the card it stands
 * for and nothing moves when the products arrive.
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
      grid-template-columns: 220px 1fr;
      ${media.below('sm')} {
        grid-template-columns: 128px 1fr;
      }
    `}
  ${({ $layout }) =>
    $layout === 'featured' &&
    css`
      ${media.atLeast('sm')} {
        grid-column: span 2;
        grid-row: span 2;
      }
      ${media.below('sm')} {
        grid-column: 1 / -1;
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
      ${media.atLeast('sm')} {
        flex: 1;
        aspect-ratio: auto;
        min-height: 200px;
      }
    `}
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      aspect-ratio: auto;
      height: 100%;
      min-height: 120px;
    `}
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CardBody = styled.div`
  padding: ${space.md};
  display: grid;
  /* category, name (two lines), rating, price, stock, actions */
  grid-template-rows: 1.25rem 2.6rem 1.25rem 1.6rem 1.25rem 40px;
  gap: 6px;
  min-width: 0;
  ${media.below('sm')} {
    padding: 12px;
  }
`;

export const SkeletonBlock = styled.span<{ $width?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;
