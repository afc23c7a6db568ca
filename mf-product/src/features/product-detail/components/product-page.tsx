import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ErrorPanel, PageContainer, QuantityStepper, StatusBadge, Text, space } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { useCartActions, useIsInWishlist, useRecentlyViewed, useWishlistActions } from 'shared-ui/state';
import { useProduct } from '../api/get-product';
import { DEFAULT_BRAND, DEFAULT_CATEGORY } from '../product-structured-data';
import { useProductDocument } from '../use-product-document';
import { ImageFrame, ProductColumns } from './product-layout';
import { ProductImageZoom } from './product-image-zoom';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ReviewsSection } from './reviews-section';
import { TrustBadges } from './trust-badges';

/** Spec §2: the struck-out price and the badge are cosmetic, not a real discount. */
export const COSMETIC_ORIGINAL_PRICE_FACTOR = 1.2;

/** Where Buy Now goes: checkout's first step, which sends a signed-out shopper through /login first. */
export const CHECKOUT_PATH = '/shipping';

const Heart = styled.button`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
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
  .meta {
    display: flex;
    gap: ${space.md};
    text-transform: capitalize;
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

export function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { addToCart } = useCartActions();
  const wished = useIsInWishlist(id);
  const { toggle: toggleWishlist } = useWishlistActions();
  const { addRecentlyViewed } = useRecentlyViewed();
  const state = useProduct(id);
  const [qty, setQty] = useState(1);
  useProductDocument(state.data);

  useEffect(() => {
    addRecentlyViewed(id);
    setQty(1);
  }, [id, addRecentlyViewed]);

  if (state.status === 'pending') return <ProductPageSkeleton />;
  if (state.status === 'error') {
    return (
      <PageContainer>
        <ErrorPanel title="Error Loading Product" message={state.errorMessage}>
          <p>
            <Link to="/">Go Back Home</Link>
          </p>
        </ErrorPanel>
      </PageContainer>
    );
  }

  const product = state.data;
  const inStock = product.countInStock > 0;
  const rating = product.rating;
  const wasPrice = formatPrice(product.price * COSMETIC_ORIGINAL_PRICE_FACTOR);

  // Both follow the same stock rule; a refused add has already told the shopper why.
  const onAddToCart = () => {
    if (addToCart(product, qty)) navigate('/cart');
  };
  const onBuyNow = () => {
    if (addToCart(product, qty)) navigate(CHECKOUT_PATH);
  };

  return (
    <PageContainer>
      <ProductColumns>
        <ImageFrame>
          <ProductImageZoom product={product} />
          <Heart
            type="button"
            aria-pressed={wished}
            aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
            onClick={() => toggleWishlist(product)}
          >
            {wished ? '♥' : '♡'}
          </Heart>
        </ImageFrame>
        <Info>
          <Text as="p" tone="muted" className="meta">
            <span>{product.brand || DEFAULT_BRAND}</span>
            <span>{product.category || DEFAULT_CATEGORY}</span>
          </Text>
          <h1>{product.name}</h1>
          <p>
            <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
              ★ {rating.toFixed(1)}
            </span>{' '}
            <Text tone="muted">({product.numReviews} reviews)</Text>
          </p>
          <p className="price">
            <span>{formatPrice(product.price)}</span>
            <s aria-label={`Was ${wasPrice}`}>{wasPrice}</s>
            <Badge tone="promo">20% OFF</Badge>
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
              <QuantityStepper value={qty} max={product.countInStock} onChange={setQty} />
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
      <ReviewsSection product={product} onReviewSubmitted={state.refetch} />
    </PageContainer>
  );
}
