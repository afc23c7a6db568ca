import { aProduct } from 'shared-ui/testing';
import { productMetaDescription, productStructuredData } from './product-structured-data';

describe('productMetaDescription', () => {
  it('keeps a short description on one line', () => {
    expect(productMetaDescription({ name: 'Lamp', description: 'Warm\n  light.' })).toBe('Warm light.');
  });

  it('cuts a long description at a word before 160 characters', () => {
    const description = `${'word '.repeat(60)}end`;
    const meta = productMetaDescription({ name: 'Lamp', description });
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta).toMatch(/^(word )+word…$/);
  });

  it('falls back to the name without a description', () => {
    expect(productMetaDescription({ name: 'Lamp', description: '  ' })).toBe('Lamp');
  });
});

describe('productStructuredData', () => {
  it('uses the default brand and category, and an absolute image URL', () => {
    const data = productStructuredData(
      aProduct({ _id: 'p1', brand: '', category: '', image: 'lamp.png' }),
      'https://shop.test/product/p1',
    );
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Premium Brand' });
    expect(data.category).toBe('Electronics');
    expect(data.image).toEqual(['https://shop.test/images/lamp.png']);
    expect(data.offers.url).toBe('https://shop.test/product/p1');
  });
});
