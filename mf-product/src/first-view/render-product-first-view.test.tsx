/**
 * Runs in Node, as the API runs the built module (dist/first-view-product.cjs).
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "source"]}
 */
import { aProductDetail } from 'shared-ui/testing';
import { render } from './render-product-first-view';

describe("the product page's first view, rendered by the server with the product's answer", () => {
  const product = aProductDetail({
    _id: 'abc',
    name: 'Noise Cancelling Headphones',
    image: '/api/images/headphones.jpg',
    price: 100,
    rating: 4.25,
    numReviews: 12,
    countInStock: 3,
  });

  it('shows the sized, high-priority picture, the name, rating and price, and the Add to Cart area', () => {
    const view = render(product)!;
    expect(view.html).toMatch(
      /<img src="\/api\/images\/headphones.jpg" alt="Noise Cancelling Headphones" width="600" height="600" fetchPriority="high"\/>/,
    );
    expect(view.html).toMatch(/<h1>Noise Cancelling Headphones<\/h1>/);
    expect(view.html).toMatch(/<span role="img" aria-label="Rated 4.3 out of 5 from 12 reviews">/);
    expect(view.html).toMatch(/<span>\$100.00<\/span><s aria-label="Was \$120.00">\$120.00<\/s>/);
    expect(view.html).toMatch(/<button[^>]*>Add to Cart<\/button>/);
    expect(view.html).toMatch(/<button[^>]*>Buy Now<\/button>/);
    // The page's square picture frame and columns come with it, so nothing moves when React takes over.
    expect(view.css).toMatch(/aspect-ratio:1\/1/);
    expect(view.css).toMatch(/grid-template-columns/);
  });

  it("names each control as the page does, so the shell can replay a tap made on the markup on the page's own control", () => {
    const actions = [...render(product)!.html.matchAll(/data-first-view-action="([^"]+)"/g)].map((match) => match[1]);
    expect(actions).toEqual(['zoom-image', 'wishlist', 'quantity-decrease', 'quantity-increase', 'add-to-cart', 'buy-now']);
  });

  it('escapes the text of the answer', () => {
    const view = render({ ...product, name: '</h1><script>alert(1)</script>', brand: '"><img src=x onerror=alert(1)>' })!;
    expect(view.html).not.toMatch(/<script>|<img src=x/);
    expect(view.html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves out the Add to Cart area of a product out of stock, as the page does', () => {
    const view = render({ ...product, countInStock: 0 })!;
    expect(view.html).toMatch(/Out of Stock/);
    expect(view.html).not.toMatch(/Add to Cart/);
  });

  it('renders nothing for an answer that is not a product', () => {
    expect(render(null)).toBeNull();
    expect(render({ message: 'Product not found' })).toBeNull();
    expect(render({ ...product, price: '100' })).toBeNull();
  });
});
