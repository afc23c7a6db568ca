import styled from 'styled-components';
import { media, radius, space } from 'shared-ui/design';

/** The picture beside the details (stacked on phones); the skeleton uses it too, so loading never moves the page. */
export const ProductColumns = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.atLeast('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${media.atLeast('lg')} {
    gap: ${space.xl};
  }
`;

export const THUMBNAIL_SIZE = '64px';

/** The large picture above its row of thumbnails. */
export const GalleryColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
`;

/** The row the thumbnails take, reserved by the skeleton so the page does not move when they arrive. */
export const ThumbnailRowSpace = styled.div`
  height: ${THUMBNAIL_SIZE};
`;

/** The square the product picture fills. */
export const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;
