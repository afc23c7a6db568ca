import { useState } from 'react';
import { Button, ButtonLink, EmptyState, Flex, PageContainer, Text } from 'shared-ui/design';
import { pluralize } from 'shared-ui/format';
import { BrowserStateCases, useCartActions, usePageMeta, useWishlistActions, useWishlistItems } from 'shared-ui/state';
import { ItemListSkeleton } from '../../../components/item-list-skeleton';
import type { WishlistItem } from 'shared-ui/types';
import { WishlistItemRow } from './wishlist-item-row';

export function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'Products you saved at ShopHub.' });
  // The wishlist is in browser storage: unknown on the server and while the page hydrates, when the
  // page carries both cases and the head's flag shows one.
  return (
    <BrowserStateCases
      flag="wishlistEmpty"
      flagged={useWishlistItems().length === 0}
      whenFlagged={
        <PageContainer>
          <EmptyState
            headingLevel={1}
            title="Your Wishlist is Empty"
            description="Save items you love with the heart button."
            action={<ButtonLink to="/">Continue Shopping</ButtonLink>}
          />
        </PageContainer>
      }
      pending={<ItemListSkeleton label="Loading your wishlist" />}
    >
      <WishlistContents />
    </BrowserStateCases>
  );
}

/** Mounted once the wishlist is known to hold items. */
function WishlistContents() {
  const items = useWishlistItems();
  const wishlist = useWishlistActions();
  const { addToCart, tryAddToCart } = useCartActions();
  const [moveOutcome, setMoveOutcome] = useState<{ moved: number; stayed: { name: string; why: string }[] } | null>(null);

  const withoutAddedAt = ({ addedAt: _addedAt, ...product }: WishlistItem) => product;

  const onAddToCart = (item: WishlistItem) => {
    if (addToCart(withoutAddedAt(item), 1)) wishlist.remove(item._id);
  };

  // Spec §2: only in-stock items move. What cannot move (out of stock, or the cart already holds all
  // its stock) stays in the wishlist, and the page says which and why, instead of it vanishing.
  const onMoveAll = () => {
    const stayed: { name: string; why: string }[] = [];
    let moved = 0;
    for (const item of items) {
      if (item.countInStock <= 0) stayed.push({ name: item.name, why: 'out of stock' });
      else if (tryAddToCart(withoutAddedAt(item), 1) === 'out-of-stock')
        stayed.push({ name: item.name, why: 'your cart already holds all its stock' });
      else {
        moved += 1;
        wishlist.remove(item._id);
      }
    }
    setMoveOutcome({ moved, stayed });
  };

  return (
    <PageContainer>
      <h1>My Wishlist ({items.length})</h1>
      {moveOutcome && (
        <div role="status">
          <Text as="p" mt="none" mb="xs">
            {moveOutcome.moved > 0
              ? `Moved ${pluralize(moveOutcome.moved, 'item')} to your cart.`
              : 'Nothing was moved to your cart.'}
            {moveOutcome.stayed.length > 0 && ` ${pluralize(moveOutcome.stayed.length, 'item')} stayed in your wishlist:`}
          </Text>
          {moveOutcome.stayed.length > 0 && (
            <Text as="ul" tone="danger" mt="none">
              {moveOutcome.stayed.map((item) => (
                <li key={item.name}>
                  {item.name}: {item.why}
                </li>
              ))}
            </Text>
          )}
        </div>
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
