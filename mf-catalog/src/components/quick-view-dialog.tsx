import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dialog, RatingSummary, Text, VisuallyHidden, media, radius, space } from 'shared-ui/design';
import { formatPrice, priceStory } from 'shared-ui/format';
import type { Product } from 'shared-ui/types';
import { AddToCartButton } from './add-to-cart-button';
import { StockLine } from './product-facts';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.lg};
  margin-top: ${space.md};
  ${media.below('sm')} {
    grid-template-columns: 1fr;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.md};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  p {
    margin: 0;
  }
`;

/**
 * A closer look without leaving the listing: shared-ui's Dialog traps focus, closes on Escape, its
 * close button or a click outside, locks page scroll and gives focus back to the card's button.
 */
export function QuickViewDialog({
  product,
  lowStockBelow,
  onClose,
}: {
  product: Product;
  lowStockBelow: number;
  onClose: () => void;
}) {
  const story = priceStory(product);
  return (
    <Dialog open onClose={onClose} title={product.name}>
      <Layout>
        <img src={product.image} alt={product.name} width={400} height={300} />
        <Facts>
          <Text as="p" tone="muted" size="sm" style={{ textTransform: 'capitalize' }}>
            {product.brand} · {product.category}
          </Text>
          <Text as="p" size="lg" weight="bold">
            {formatPrice(story.price)}{' '}
            {story.was !== null && (
              <Text as="s" tone="muted" weight="regular">
                <VisuallyHidden>was </VisuallyHidden>
                {formatPrice(story.was)}
              </Text>
            )}
          </Text>
          <p>
            <RatingSummary rating={product.rating} numReviews={product.numReviews} variant="reviews" />
          </p>
          <p>
            <StockLine stock={product.countInStock} lowStockBelow={lowStockBelow} />
          </p>
          <p>{product.description}</p>
          {product.countInStock > 0 && <AddToCartButton product={product} />}
          <Link to={`/product/${product._id}`}>View full details</Link>
        </Facts>
      </Layout>
    </Dialog>
  );
}
