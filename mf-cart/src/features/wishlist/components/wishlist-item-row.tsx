import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { itemRowStyles } from '../../../components/item-row-styles';
import { Button, RatingSummary, StatusBadge, Text, space, type ShopStatus } from 'shared-ui/design';
import { formatDate, formatPrice, withProductDefaults } from 'shared-ui/format';
import type { WishlistItem } from 'shared-ui/types';

/** Spec §9: the wishlist shows how many are left below 10. */
export const WISHLIST_LOW_STOCK_BELOW = 10;

const Row = styled.li`
  ${itemRowStyles}
  .category {
    text-transform: capitalize;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: ${space.sm};
  }
`;

function stockStatus(countInStock: number): ShopStatus {
  if (countInStock <= 0) return 'out-of-stock';
  return countInStock < WISHLIST_LOW_STOCK_BELOW ? 'low-stock' : 'in-stock';
}

export function stockLabel(countInStock: number): string {
  if (countInStock <= 0) return 'Out of Stock';
  return countInStock < WISHLIST_LOW_STOCK_BELOW ? `In Stock (${countInStock} left)` : 'In Stock';
}

export interface WishlistItemRowProps {
  item: WishlistItem;
  onAddToCart: (item: WishlistItem) => void;
  onRemove: (item: WishlistItem) => void;
}

export function WishlistItemRow({ item: saved, onAddToCart, onRemove }: WishlistItemRowProps) {
  // Saved in the browser, possibly by an older release: missing fields read as the spec's defaults.
  const item = withProductDefaults(saved);
  const inStock = item.countInStock > 0;
  return (
    <Row>
      <img src={item.image} alt={item.name} width={96} height={96} loading="lazy" />
      <div>
        <h2>
          <Link to={`/product/${item._id}`}>{item.name}</Link>
        </h2>
        {item.category && (
          <Text as="p" tone="muted" size="sm" className="category">
            {item.category}
          </Text>
        )}
        <p>
          <RatingSummary rating={item.rating} numReviews={item.numReviews} /> · <strong>{formatPrice(item.price)}</strong>
        </p>
        <p>
          <StatusBadge status={stockStatus(item.countInStock)}>{stockLabel(item.countInStock)}</StatusBadge>
        </p>
        <Text as="p" tone="muted" size="sm">
          Added on {formatDate(new Date(item.addedAt).toISOString())}
        </Text>
      </div>
      <div className="actions">
        <Button size="sm" disabled={!inStock} aria-label={`Add ${item.name} to cart`} onClick={() => onAddToCart(item)}>
          Add to cart
        </Button>
        <Button size="sm" variant="outline" aria-label={`Remove ${item.name} from wishlist`} onClick={() => onRemove(item)}>
          Remove
        </Button>
      </div>
    </Row>
  );
}
