import { useState } from 'react';
import { Button, ButtonLink, EmptyState, Flex, PageContainer, Text } from 'shared-ui/design';
import { useCartActions, usePageMeta, useWishlistActions, useWishlistItems } from 'shared-ui/state';
import type { WishlistItem } from 'shared-ui/types';
import { WishlistItemRow } from './wishlist-item-row';

export function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'Products you saved at ShopHub.' });
  const items = useWishlistItems();
  const wishlist = useWishlistActions();
  const { addToCart, tryAddToCart } = useCartActions();
  const [notMoved, setNotMoved] = useState<string[]>([]);

  const withoutAddedAt = ({ addedAt: _addedAt, ...product }: WishlistItem) => product;

  const onAddToCart = (item: WishlistItem) => {
    if (addToCart(withoutAddedAt(item), 1)) wishlist.remove(item._id);
  };

  // Spec §2: only in-stock items move, and the wishlist is cleared. An item the cart already holds
  // all the stock of cannot move: it stays in the wishlist and the page names it, instead of vanishing.
  const onMoveAll = () => {
    const left = items.filter((item) => item.countInStock > 0 && tryAddToCart(withoutAddedAt(item), 1) === 'out-of-stock');
    for (const item of items) if (!left.includes(item)) wishlist.remove(item._id);
    setNotMoved(left.map((item) => item.name));
  };

  if (items.length === 0) {
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
      <h1>My Wishlist ({items.length})</h1>
      {notMoved.length > 0 && (
        <Text as="p" role="status" tone="danger">
          Not moved, your cart already holds all the stock of: {notMoved.join(', ')}. They stay in your wishlist.
        </Text>
      )}
      <Flex wrap gap="sm" mb="md">
        <Button onClick={onMoveAll}>Move All to Cart</Button>
        <Button variant="outline" onClick={() => wishlist.clear()}>
          Clear Wishlist
        </Button>
      </Flex>
      <Flex as="ul" direction="column" gap="md" aria-label="Wishlist items">
        {items.map((item) => (
          <WishlistItemRow key={item._id} item={item} onAddToCart={onAddToCart} onRemove={(it) => wishlist.remove(it._id)} />
        ))}
      </Flex>
    </PageContainer>
  );
}
