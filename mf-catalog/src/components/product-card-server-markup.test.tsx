import { aProduct, renderClientMarkup, renderServerMarkup } from 'shared-ui/testing';
import { ProductCard } from './product-card';

describe('ProductCard on the server', () => {
  it.each(['grid', 'list'] as const)('sends the same %s card markup and CSS whether the shop is light or dark', (layout) => {
    const card = (
      <ProductCard
        product={aProduct({ name: 'Deal', price: 75, originalPrice: 100, discount: 25, isNew: true, countInStock: 3 })}
        layout={layout}
      />
    );
    const light = renderServerMarkup(card, { theme: 'light' });
    const dark = renderServerMarkup(card, { theme: 'dark' });
    expect(light.html).toContain('Deal');
    expect(dark.html).toBe(light.html);
    expect(dark.css).toBe(light.css);
    expect(light.css).toContain('var(--shop-color-surface-raised)');
    expect(renderClientMarkup(card, { theme: 'dark' })).toBe(renderClientMarkup(card, { theme: 'light' }));
  });
});
