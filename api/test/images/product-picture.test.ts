import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_WORDS, MODEL_SUFFIXES } from '../../src/db/seed/word-lists.js';
import { productKind } from '../../src/images/product-kinds.js';
import { PRODUCT_VIEWS, productPictureSvg } from '../../src/images/product-picture.js';

const CATEGORY_FALLBACKS = new Set(CATEGORY_WORDS.map((words) => productKind('', words.category).icon));

describe('product pictures', () => {
  it('shows every seeded kind of product as its own kind, whatever the brand, adjective and model', () => {
    for (const words of CATEGORY_WORDS) {
      for (const { type } of words.types) {
        const icons = new Set<string>();
        for (const adjective of words.adjectives) {
          for (const suffix of MODEL_SUFFIXES) {
            icons.add(productKind([words.brands[0], adjective, type, suffix].filter(Boolean).join(' '), words.category).icon);
          }
        }
        assert.equal(icons.size, 1, `${type} is drawn as ${[...icons].join(', ')}`);
        const [icon] = icons;
        assert.ok(!CATEGORY_FALLBACKS.has(icon!) || /book|shirt|lotion|bear|automobile/i.test(type + icon), `${type} -> ${icon}`);
      }
    }
  });

  it('draws headphones as headphones and a jacket as a coat, not as the category', () => {
    assert.equal(productKind('Sony Wireless Headphones Pro', 'electronics').icon, 'headphone');
    assert.equal(productKind("Levi's Classic Denim Jacket", 'fashion').icon, 'coat');
    assert.equal(productKind('Something New', 'toys').icon, 'teddy-bear');
    assert.equal(productKind('Something New', 'unknown-category').icon, 'shopping-bags');
  });

  it('paints no text, varies per product and per view, and keeps ids unique per picture', () => {
    const a = { id: 'aaaaaaaaaaaaaaaaaaaa0001', name: 'Nike Running Shoes', category: 'fashion' };
    const b = { id: 'aaaaaaaaaaaaaaaaaaaa0002', name: 'Nike Running Shoes', category: 'fashion' };
    const pictures = PRODUCT_VIEWS.flatMap((view) => [productPictureSvg(a, view), productPictureSvg(b, view)]);
    assert.equal(new Set(pictures).size, pictures.length);
    for (const svg of pictures) {
      assert.ok(!svg.includes('<text'));
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="500"/);
    }
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(new Set([...ids(pictures[0]!), ...ids(pictures[2]!)]).size, ids(pictures[0]!).length + ids(pictures[2]!).length);
    assert.equal(productPictureSvg(a), productPictureSvg(a), 'the same product always gets the same picture');
  });

  it('leaves the backdrop to the page, so one picture suits the light and the dark theme', () => {
    const svg = productPictureSvg({ id: 'aaaaaaaaaaaaaaaaaaaa0003', name: 'Sony Wireless Headphones', category: 'electronics' });
    const gradient = (id: string) =>
      new RegExp(`<(?:linear|radial)Gradient id="${id}"[^>]*>(.*?)</(?:linear|radial)Gradient>`).exec(svg)![1]!;
    for (const fill of [...svg.matchAll(/<rect [^>]*fill="url\(#([^)]+)\)"/g)].map((match) => match[1]!)) {
      const opacities = [...gradient(fill).matchAll(/stop-opacity="([\d.]+)"/g)].map((match) => Number(match[1]));
      assert.equal(opacities.length, 2, `${fill} says how translucent it is`);
      for (const opacity of opacities) assert.ok(opacity <= 0.25, `${fill} lets the backdrop through (${opacity})`);
    }
    assert.doesNotMatch(svg, /<rect [^>]*fill="(?!url)/, 'no opaque backdrop of its own');
  });
});
