import { OFFLINE_PAGE_TIMING as SHARED_OFFLINE_PAGE_TIMING } from 'shared-ui/api';
import { OFFLINE_PAGE_TIMING, isEntryFile, isHashedChunk, isProductImage, isShopPage, RUNTIME_CACHES } from './cache-rules';

const url = (path: string) => new URL(path, 'https://shop.test');

describe('service worker cache rules', () => {
  it('treats every shop route as the page, never the API, images, remotes or docs', () => {
    for (const page of ['/', '/product/665f1c2a', '/cart', '/help']) expect(isShopPage(url(page))).toBe(true);
    for (const other of [
      '/api/products',
      '/api/docs',
      '/images/a.svg',
      '/remotes/cart/index.html',
      '/releases/mf-cart/1.1.0-abc1234/index.html',
      '/remotes.json',
    ])
      expect(isShopPage(url(other))).toBe(false);
  });

  it('asks the network first for the files that name a deploy', () => {
    for (const entry of [
      '/remotes.json',
      '/remotes/cart/mf-manifest.json',
      '/remotes/cart/remoteEntry.js',
      '/releases/mf-cart/1.1.0-abc1234/remoteEntry.js',
      'https://cdn.test/cart/remoteEntry.js',
    ])
      expect(isEntryFile(url(entry))).toBe(true);
    expect(isEntryFile(url('/remotes/cart/304.064cdbe9bd.js'))).toBe(false);
  });

  it("keeps a release's chunks for offline use, beside the dist build's", () => {
    expect(isHashedChunk(url('/releases/mf-cart/1.1.0-abc1234/__federation_expose_routes.97bb48faa5.js'))).toBe(true);
    expect(isHashedChunk(url('/releases/mf-cart/1.1.0-abc1234/304.064cdbe9bd.js'))).toBe(true);
  });

  it('caches content-hashed chunks, not entry files or API answers', () => {
    expect(isHashedChunk(url('/remotes/catalog/304.064cdbe9bd.js'))).toBe(true);
    expect(isHashedChunk(url('/remotes/catalog/__federation_expose_routes.97bb48faa5.js'))).toBe(true);
    expect(isHashedChunk(url('/remotes/catalog/remoteEntry.js'))).toBe(false);
    expect(isHashedChunk(url('/api/products?page=1'))).toBe(false);
  });

  it('caches product pictures and banners but no other /api/ answer', () => {
    expect(isProductImage(url('/images/665f1c2a9b1e8a0012345678.svg'))).toBe(true);
    expect(isProductImage(url('/api/images/hero-1.svg'))).toBe(true);
    for (const api of ['/api/products', '/api/avatars/me.png', '/api/users/profile', '/api/metrics'])
      expect(isProductImage(url(api))).toBe(false);
  });

  it('names its caches with a version, so a new layout can delete the old ones', () => {
    for (const name of Object.values(RUNTIME_CACHES)) expect(name).toMatch(/^shophub-[a-z]+-v\d+$/);
  });

  it('marks its offline page with the Server-Timing name shared-ui reads', () => {
    expect(OFFLINE_PAGE_TIMING).toBe(SHARED_OFFLINE_PAGE_TIMING);
  });
});
