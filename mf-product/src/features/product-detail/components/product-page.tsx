import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorPanel, Loading, PageContainer, QuantityStepper, radius, space } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { useCartActions, useIsInWishlist, useRecentlyViewed, useWishlistActions } from 'shared-ui/state';
import { useProduct } from '../api/get-product';
import { productImageUrl } from '../product-image-url';
import { ReviewsSection } from './reviews-section';

/** Spec §2: the struck-out price and the badge are cosmetic, not a real discount. */
export const COSMETIC_ORIGINAL_PRICE_FACTOR = 1.2;

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

const ImageBox = styled.div`
  position: relative;
  border-radius: ${radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: auto;
    display: block;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

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
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta {
    display: flex;
    gap: ${space.md};
    text-transform: capitalize;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .price {
    display: flex;
    align-items: baseline;
    gap: ${space.sm};
    font-size: 1.75rem;
    font-weight: 700;
  }
  .price s {
    font-size: 1.1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .badge {
    font-size: 0.8rem;
    padding: 2px 8px;
    border-radius: ${radius.pill};
    background: ${({ theme }) => theme.colors.badge};
    color: ${({ theme }) => theme.colors.onBadge};
  }
  .in-stock {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
  .out-of-stock {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    align-items: center;
    margin-top: ${space.sm};
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

  useEffect(() => {
    addRecentlyViewed(id);
    setQty(1);
  }, [id, addRecentlyViewed]);

  if (state.status === 'pending')
    return (
      <PageContainer>
        <Loading label="Loading product" />
      </PageContainer>
    );
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

  const onAddToCart = () => {
    if (addToCart(product, qty)) navigate('/cart');
  };

  return (
    <PageContainer>
      <Layout>
        <ImageBox>
          <img src={productImageUrl(product.image)} alt={product.name} width={600} height={600} />
          <Heart
            type="button"
            aria-pressed={wished}
            aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
            onClick={() => toggleWishlist(product)}
          >
            {wished ? '♥' : '♡'}
          </Heart>
        </ImageBox>
        <Info>
          <p className="meta">
            <span>{product.brand || 'Premium Brand'}</span>
            <span>{product.category || 'Electronics'}</span>
          </p>
          <h1>{product.name}</h1>
          <p>
            <span aria-label={`Rated ${product.rating} out of 5`}>★ {product.rating.toFixed(1)}</span>{' '}
            <span className="muted">({product.numReviews} reviews)</span>
          </p>
          <p className="price">
            <span>{formatPrice(product.price)}</span>
            <s aria-label={`Was ${formatPrice(product.price * COSMETIC_ORIGINAL_PRICE_FACTOR)}`}>
              {formatPrice(product.price * COSMETIC_ORIGINAL_PRICE_FACTOR)}
            </s>
            <span className="badge">20% OFF</span>
          </p>
          <p className="muted">Inclusive of all taxes</p>
          {product.description && <p>{product.description}</p>}
          <p className={inStock ? 'in-stock' : 'out-of-stock'}>{inStock ? 'In Stock' : 'Out of Stock'}</p>
          {inStock && (
            <div className="actions">
              <QuantityStepper value={qty} max={product.countInStock} onChange={setQty} />
              <Button size="lg" onClick={onAddToCart}>
                Add to Cart
              </Button>
            </div>
          )}
        </Info>
      </Layout>
      <ReviewsSection product={product} onReviewSubmitted={state.refetch} />
    </PageContainer>
  );
}
