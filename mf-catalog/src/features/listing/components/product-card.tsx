import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card as CardSurface, StatusBadge, Text, space } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { useCartActions, useCartLine, useIsInWishlist, useWishlistActions } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';

export const ADD_TO_CART_DELAY_MS = 500;
export const LOW_STOCK_BELOW = 5;

const Card = styled(CardSurface)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const ImageBox = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  gap: 6px;
`;

const Heart = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.1rem;
`;

const Body = styled.div`
  padding: ${space.md};
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  .category {
    text-transform: capitalize;
    margin: 0;
  }
  .price {
    font-weight: 700;
    font-size: 1.1rem;
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    margin-left: 6px;
    font-size: 0.9rem;
  }
  .stock {
    margin: 0;
  }
  button:last-child {
    margin-top: auto;
  }
`;

export function ProductCard({ product }: { product: Product }) {
  const inCart = useCartLine(product._id);
  const { addToCart } = useCartActions();
  const wished = useIsInWishlist(product._id);
  const { toggle: toggleWishlist } = useWishlistActions();
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const inStock = product.countInStock > 0;
  const lowStock = inStock && product.countInStock < LOW_STOCK_BELOW;

  // Spec §4: a short 'Adding...' state, then the line's quantity goes up by one if the stock allows.
  const onAdd = () => {
    setAdding(true);
    timer.current = setTimeout(() => {
      setAdding(false);
      addToCart(product, 1);
    }, ADD_TO_CART_DELAY_MS);
  };

  return (
    <Card as="article" padding="none" aria-labelledby={`product-${product._id}`}>
      <ImageBox>
        <img src={product.image} alt={product.name} loading="lazy" width={400} height={300} />
        <Badges>
          {product.isNew && (
            <Badge tone="primary" size="sm">
              NEW
            </Badge>
          )}
          {product.discount > 0 && (
            <Badge tone="promo" size="sm">
              -{product.discount}%
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
      </ImageBox>
      <Body>
        <Text as="p" tone="muted" size="sm" className="category">
          {product.category}
        </Text>
        <h3 id={`product-${product._id}`}>
          <Link to={`/product/${product._id}`}>{product.name}</Link>
        </h3>
        <span aria-label={`Rated ${product.rating} out of 5`}>
          ★ {product.rating.toFixed(1)} ({product.numReviews})
        </span>
        <span className="price">
          {formatPrice(product.price)}
          {product.originalPrice && product.originalPrice > product.price && <s>{formatPrice(product.originalPrice)}</s>}
        </span>
        <p className="stock">
          <StatusBadge status={!inStock ? 'out-of-stock' : lowStock ? 'low-stock' : 'in-stock'} size="sm">
            {inStock ? 'In Stock' : 'Out of Stock'}
            {lowStock && ` · Only ${product.countInStock} left`}
          </StatusBadge>
        </p>
        {inStock && (
          <Button
            variant={inCart ? 'success' : 'primary'}
            onClick={onAdd}
            disabled={adding}
            aria-label={`Add ${product.name} to cart`}
          >
            {adding ? 'Adding...' : inCart ? 'In Cart' : 'Add to Cart'}
          </Button>
        )}
      </Body>
    </Card>
  );
}
