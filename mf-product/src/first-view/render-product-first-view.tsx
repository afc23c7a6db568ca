import { ThemeProvider } from 'styled-components';
import { PageContainer, shopTheme } from 'shared-ui/design';
import { renderFragment, type FirstViewFragment } from 'shared-ui/first-view';
import type { Product } from 'shared-ui/types';
import { ProductSummary } from '../features/product-detail/components/product-summary';

const ignore = () => {};

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Only an answer with every field the summary shows is rendered; anything else gets no markup. */
function asProduct(answer: unknown): Product | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const product = answer as Record<string, unknown>;
  const complete =
    isText(product._id) &&
    isText(product.name) &&
    isText(product.image) &&
    isCount(product.price) &&
    isCount(product.rating) &&
    isCount(product.numReviews) &&
    isCount(product.countInStock) &&
    (product.brand === undefined || isText(product.brand)) &&
    (product.category === undefined || isText(product.category)) &&
    (product.description === undefined || isText(product.description));
  return complete ? (answer as Product) : null;
}

/**
 * The product page's top (picture, name, rating, price, Add to Cart area) for a product answer,
 * rendered by the API into the page's HTML (api/src/site/first-view.ts) so it paints before any
 * JavaScript. Built into dist/first-view-product.cjs (CommonJS, for Node) and named in package.json
 * `shophub.firstView["/product/:id"].render`, so it ships with this slice's release. It renders the
 * page's own ProductSummary, in the page's own container, as the page shows it on first load
 * (quantity 1, not in the wishlist): the takeover cannot shift or change the layout. React escapes
 * the answer's text.
 */
export function render(answer: unknown): FirstViewFragment | null {
  const product = asProduct(answer);
  if (!product) return null;
  return renderFragment(
    <ThemeProvider theme={shopTheme}>
      <PageContainer>
        <ProductSummary
          product={product}
          qty={1}
          onQtyChange={ignore}
          wished={false}
          onToggleWishlist={ignore}
          onAddToCart={ignore}
          onBuyNow={ignore}
        />
      </PageContainer>
    </ThemeProvider>,
    'product-first-view-',
  );
}
