import styled from 'styled-components';
import { Button, ButtonLink, EmptyState, PageContainer, space } from 'shared-ui/design';
import { useCart, useWishlist } from 'shared-ui/state';
import type { WishlistItem } from 'shared-ui/types';
import { WishlistItemRow } from './wishlist-item-row';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.md};
`;

export function WishlistPage() {
  const wishlist = useWishlist();
  const { cartItems, addToCart } = useCart();

  /** Adds one more of the item to its cart line; false when the stock would be exceeded. */
  const putInCart = (item: WishlistItem): boolean => {
    const qty = (cartItems.find((line) => line._id === item._id)?.qty ?? 0) + 1;
    if (qty > item.countInStock) return false;
    const { addedAt: _addedAt, ...product } = item;
    addToCart({ ...product, qty });
    return true;
  };

  const onAddToCart = (item: WishlistItem) => {
    if (!putInCart(item)) {
      window.alert('Sorry. Product is out of stock');
      return;
    }
    wishlist.remove(item._id);
  };

  // Spec §2: only in-stock items move; then the whole wishlist is cleared.
  const onMoveAll = () => {
    wishlist.items.filter((item) => item.countInStock > 0).forEach(putInCart);
    wishlist.clear();
  };

  if (wishlist.items.length === 0) {
    return (
      <PageContainer>
        <EmptyState
          headingLevel={1}
          title="Your Wishlist is Empty"
          description="Save items you love with the heart button."
          action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <h1>My Wishlist ({wishlist.count})</h1>
      <Toolbar>
        <Button onClick={onMoveAll}>Move All to Cart</Button>
        <Button variant="outline" onClick={() => wishlist.clear()}>
          Clear Wishlist
        </Button>
      </Toolbar>
      <List aria-label="Wishlist items">
        {wishlist.items.map((item) => (
          <WishlistItemRow key={item._id} item={item} onAddToCart={onAddToCart} onRemove={(it) => wishlist.remove(it._id)} />
        ))}
      </List>
    </PageContainer>
  );
}
