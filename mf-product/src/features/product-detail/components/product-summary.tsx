import styled from 'styled-components';
import { Badge, Button, QuantityStepper, RatingSummary, StatusBadge, Text, space, borderWidth } from 'shared-ui/design';
import { CATEGORY_LABELS, formatPrice, priceStory } from 'shared-ui/format';
import type { Product } from 'shared-ui/types';
import { ProductColumns } from './product-layout';
import { ProductGallery } from './product-gallery';
import { TrustBadges } from './trust-badges';

const Heart = styled.button`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: ${borderWidth.thin} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.3rem;
  cursor: pointer;
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.1rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  /* "THULE · AUTOMOTIVE", the caption the product's card shows. */
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.sm};
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  .meta span + span::before {
    content: '·';
    margin-right: ${space.sm};
  }
  .price {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.sm};
    font-size: 1.75rem;
    font-weight: 700;
  }
  .price s {
    font-size: 1.1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${space.md};
    margin-top: ${space.sm};
  }
  .buttons {
    display: flex;
    gap: ${space.md};
    width: 100%;
  }
  .buttons > * {
    flex: 1 1 0;
  }
`;

export interface ProductSummaryProps {
  product: Product;
  qty: number;
  onQtyChange: (qty: number) => void;
  wished: boolean;
  onToggleWishlist: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/**
 * The top of the product page: picture, name, rating, price, stock and the Add to Cart area.
 */
export function ProductSummary({
  product,
  qty,
  onQtyChange,
  wished,
  onToggleWishlist,
  onAddToCart,
  onBuyNow,
}: ProductSummaryProps) {
  const inStock = product.countInStock > 0;
  // The product's own original price and discount, as its card shows them; spec §2's cosmetic 1.2x and
  // "20% OFF" only for a product without an original price.
  const story = priceStory(product, { cosmetic: true });
  const wasPrice = story.was === null ? null : formatPrice(story.was);
  return (
    <ProductColumns>
      <ProductGallery product={product}>
        <Heart
          type="button"
          aria-pressed={wished}
          aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
          onClick={onToggleWishlist}
        >
          {wished ? '♥' : '♡'}
        </Heart>
      </ProductGallery>
      <Info>
        <Text as="p" tone="muted" className="meta">
          <span>{product.brand}</span>
          <span>{CATEGORY_LABELS[product.category as keyof typeof CATEGORY_LABELS] ?? product.category}</span>
        </Text>
        <h1>{product.name}</h1>
        <p>
          <RatingSummary rating={product.rating} numReviews={product.numReviews} variant="reviews" />
        </p>
        <p className="price">
          <span>{formatPrice(product.price)}</span>
          {wasPrice && <s aria-label={`Was ${wasPrice}`}>{wasPrice}</s>}
          {story.percentOff !== null && <Badge tone="promo">{story.percentOff}% OFF</Badge>}
        </p>
        <Text as="p" tone="muted">
          Inclusive of all taxes
        </Text>
        {product.description && <p>{product.description}</p>}
        <p>
          <StatusBadge status={inStock ? 'in-stock' : 'out-of-stock'} />
        </p>
        {inStock && (
          <div className="actions">
            <QuantityStepper value={qty} max={product.countInStock} onChange={onQtyChange} />
            <div className="buttons">
              <Button size="lg" onClick={onAddToCart}>
                Add to Cart
              </Button>
              <Button size="lg" variant="accent" onClick={onBuyNow}>
                Buy Now
              </Button>
            </div>
          </div>
        )}
        <TrustBadges />
      </Info>
    </ProductColumns>
  );
}
