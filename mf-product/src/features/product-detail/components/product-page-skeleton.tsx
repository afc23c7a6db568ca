import styled, { keyframes } from 'styled-components';
import { Flex, PageContainer, VisuallyHidden, radius, space } from 'shared-ui/design';
import { GalleryColumn, ImageFrame, ProductColumns, ThumbnailRowSpace } from './product-layout';

const pulse = keyframes`50% { opacity: 0.55; }`;

const Block = styled.span<{ $height: string; $width?: string }>`
  display: block;
  height: ${({ $height }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${radius.sm};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const ImagePlaceholder = styled(ImageFrame)`
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** Reserves the reviews block below the fold too, so the footer does not jump up and back while loading. */
const ReviewsPlaceholder = styled.div`
  margin-top: ${space.xl};
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-height: 420px;
`;

/** The product page's shape while it loads: the same columns and picture square as the page itself. */
export function ProductPageSkeleton() {
  return (
    <PageContainer role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Loading product</VisuallyHidden>
      <ProductColumns aria-hidden="true">
        <GalleryColumn>
          <ImagePlaceholder />
          <ThumbnailRowSpace />
        </GalleryColumn>
        <Flex direction="column" gap="md">
          <Block $height="1.25rem" $width="40%" />
          <Block $height="2.25rem" $width="85%" />
          <Block $height="1.25rem" $width="35%" />
          <Block $height="2.5rem" $width="55%" />
          <Block $height="4.5rem" />
          <Block $height="1.5rem" $width="25%" />
          <Block $height="3rem" $width="70%" />
          <Block $height="9rem" />
        </Flex>
      </ProductColumns>
      <ReviewsPlaceholder aria-hidden="true">
        <Block $height="2rem" $width="45%" />
        <Block $height="11rem" />
      </ReviewsPlaceholder>
    </PageContainer>
  );
}
