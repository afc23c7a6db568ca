import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel, PageContainer } from 'shared-ui/design';
import { useCartActions, useIsInWishlist, useRecentlyViewed, useWishlistActions } from 'shared-ui/state';
import { useProduct } from '../api/get-product';
import { useProductDocument } from '../use-product-document';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ReviewsSection } from './reviews-section';
import { ProductSummary } from './product-summary';

/** Where Buy Now goes: checkout's first step, which sends a signed-out shopper through /login first. */
export const CHECKOUT_PATH = '/shipping';

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

  // Both follow the same stock rule; a refused add has already told the shopper why.
  const onAddToCart = () => {
    if (addToCart(product, qty)) navigate('/cart');
  };
  const onBuyNow = () => {
    if (addToCart(product, qty)) navigate(CHECKOUT_PATH);
  };

  return (
    <PageContainer>
      <ProductSummary
        product={product}
        qty={qty}
        onQtyChange={setQty}
        wished={wished}
        onToggleWishlist={() => toggleWishlist(product)}
        onAddToCart={onAddToCart}
        onBuyNow={onBuyNow}
      />
      <ReviewsSection product={product} onReviewSubmitted={state.refetch} />
    </PageContainer>
  );
}
