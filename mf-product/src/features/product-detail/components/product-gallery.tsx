import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { borderWidth, radius, space } from 'shared-ui/design';
import type { Product } from 'shared-ui/types';
import { productImageViews } from '../product-image-url';
import { GalleryColumn, ImageFrame, THUMBNAIL_SIZE } from './product-layout';
import { ProductImageZoom } from './product-image-zoom';

const Thumbnails = styled.div`
  display: flex;
  gap: ${space.sm};
`;

const Thumbnail = styled.button`
  width: ${THUMBNAIL_SIZE};
  height: ${THUMBNAIL_SIZE};
  padding: 0;
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: ${borderWidth.focus} solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The product's pictures: the chosen view large (a button that zooms it), and a thumbnail per view.
 * `children` sit over the large picture (the wishlist heart).
 */
export function ProductGallery({ product, children }: { product: Pick<Product, 'name' | 'image'>; children?: ReactNode }) {
  const views = productImageViews(product.image);
  const [chosen, setChosen] = useState(0);
  const shown = views[chosen] ?? views[0];

  return (
    <GalleryColumn>
      <ImageFrame>
        <ProductImageZoom name={product.name} src={shown?.src ?? ''} view={chosen > 0 ? shown?.label : undefined} />
        {children}
      </ImageFrame>
      {views.length > 1 && (
        <Thumbnails role="group" aria-label="Product pictures">
          {views.map((view, index) => (
            <Thumbnail
              key={view.src}
              type="button"
              aria-pressed={index === chosen}
              aria-label={`Show ${view.label.toLowerCase()} view`}
              onClick={() => setChosen(index)}
            >
              <img src={view.src} alt="" width={64} height={64} loading="lazy" />
            </Thumbnail>
          ))}
        </Thumbnails>
      )}
    </GalleryColumn>
  );
}
