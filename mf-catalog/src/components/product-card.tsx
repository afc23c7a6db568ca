import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, RatingSummary, VisuallyHidden, media, radius, space } from 'shared-ui/design';
import { formatPrice, priceStory, withProductDefaults, type PartialProduct } from 'shared-ui/format';
import { useIsInWishlist, useWishlistActions } from 'shared-ui/state';
import { AddToCartButton } from './add-to-cart-button';
import { CardBody, CardFrame, ImageBox, type CardLayout } from './product-card-layout';
import { StockLine } from './product-facts';
import { QuickViewDialog } from './quick-view-dialog';

/** Spec §9: 'Only N left' under 5; the classic listing's card variant shows it under 10. */
export const LOW_STOCK_BELOW = 5;

const Badges = styled.div`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  display: flex;
  gap: 6px;
`;

const overlayButton = `
  position: absolute;
  border: 0;
  cursor: pointer;
  font: inherit;
`;

const Heart = styled.button`
  ${overlayButton}
  top: ${space.sm};
  right: ${space.sm};
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.2rem;
`;

const QuickViewButton = styled.button`
  ${overlayButton}
  bottom: ${space.sm};
  left: ${space.sm};
  min-height: 32px;
  padding: ${space.xs} 12px;
  border-radius: ${radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Row = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.25rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.below('sm')} {
    font-size: 0.8125rem;
  }
`;

const Category = styled(Row)`
  text-transform: capitalize;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3rem;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.125rem;
  line-height: 1.6rem;
  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    margin-left: 6px;
    font-size: 0.875rem;
  }
`;

export interface ProductCardProps {
  /** missing optional fields read as the spec's defaults (withProductDefaults) */
  product: PartialProduct;
  layout?: CardLayout;
  /** 'Only N left' shows below this stock. */
  lowStockBelow?: number;
  /** First-row cards: the image loads at once instead of lazily (it is likely the largest paint). */
  priority?: boolean;
}

export function ProductCard({
  product: given,
  layout = 'grid',
  lowStockBelow = LOW_STOCK_BELOW,
  priority = false,
}: ProductCardProps) {
  const product = withProductDefaults(given);
  const story = priceStory(product);
  const wished = useIsInWishlist(product._id);
  const { toggle: toggleWishlist } = useWishlistActions();
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  // Stable, so the open dialog's focus handling does not restart when the card re-renders.
  const closeQuickView = useCallback(() => setQuickViewOpen(false), []);

  const inStock = product.countInStock > 0;
  // useId, not the product id: the same product can be in the listing and the recommendations.
  const headingId = useId();

  return (
    <CardFrame as="article" $layout={layout} data-layout={layout} aria-labelledby={headingId}>
      <ImageBox $layout={layout}>
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        <Badges>
          {product.isNew && (
            <Badge tone="primary" size="sm">
              NEW
            </Badge>
          )}
          {story.percentOff !== null && (
            <Badge tone="promo" size="sm">
              -{story.percentOff}%
            </Badge>
          )}
        </Badges>
        <Heart
          type="button"
          aria-pressed={wished}
          aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          onClick={() => toggleWishlist(product)}
        >
          {wished ? '♥' : '♡'}
        </Heart>
        <QuickViewButton
          type="button"
          aria-haspopup="dialog"
          aria-label={`Quick view: ${product.name}`}
          onClick={() => setQuickViewOpen(true)}
        >
          Quick view
        </QuickViewButton>
      </ImageBox>
      <CardBody>
        <Category>{product.category}</Category>
        <Name id={headingId}>
          <Link to={`/product/${product._id}`}>{product.name}</Link>
        </Name>
        <Row>
          <RatingSummary rating={product.rating} numReviews={product.numReviews} />
        </Row>
        <Price>
          {formatPrice(product.price)}
          {story.was !== null && (
            <s>
              <VisuallyHidden>was </VisuallyHidden>
              {formatPrice(story.was)}
            </s>
          )}
        </Price>
        <Row>
          <StockLine stock={product.countInStock} lowStockBelow={lowStockBelow} />
        </Row>
        <div>{inStock && <AddToCartButton product={product} size="sm" />}</div>
      </CardBody>
      {quickViewOpen && <QuickViewDialog product={product} lowStockBelow={lowStockBelow} onClose={closeQuickView} />}
    </CardFrame>
  );
}
