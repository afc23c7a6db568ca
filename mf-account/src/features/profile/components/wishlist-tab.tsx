import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, Grid, Text, cardStyles, radius, space } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import type { WishlistItem } from 'shared-ui/types';
import { WISHLIST_ITEMS_SHOWN } from './order-figures';

const ItemCard = styled.li`
  ${cardStyles('raised', 'sm')}
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${radius.md};
  }
  a {
    font-weight: 600;
  }
`;

export interface WishlistTabProps {
  items: WishlistItem[];
}

export function WishlistTab({ items }: WishlistTabProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        title="Your wishlist is empty"
        description="Save products you like and find them here."
        action={<ButtonLink to="/">Browse Products</ButtonLink>}
      />
    );
  }
  return (
    <>
      <h2>Wishlist</h2>
      <Grid as="ul" minItemWidth="min(100%, 150px)" gap="md" mb="lg">
        {items.slice(0, WISHLIST_ITEMS_SHOWN).map((item) => (
          <ItemCard key={item._id}>
            <img src={item.image} alt="" loading="lazy" width={200} height={200} />
            <Link to={`/product/${item._id}`}>{item.name}</Link>
            <Text weight="bold">{formatPrice(item.price)}</Text>
          </ItemCard>
        ))}
      </Grid>
      <ButtonLink to="/wishlist" variant="secondary">
        {`View Wishlist (${items.length})`}
      </ButtonLink>
    </>
  );
}
