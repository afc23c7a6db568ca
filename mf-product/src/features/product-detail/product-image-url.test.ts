import { productImageUrl } from './product-image-url';

describe('productImageUrl', () => {
  it('prefixes a bare file name with /images/', () => {
    expect(productImageUrl('phone.jpg')).toBe('/images/phone.jpg');
  });

  it('keeps absolute URLs and rooted paths as they are', () => {
    expect(productImageUrl('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg');
    expect(productImageUrl('/images/p.jpg')).toBe('/images/p.jpg');
  });
});
