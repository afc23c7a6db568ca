import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DRAWN_OBJECTS } from './drawn-objects.js';
import { KIND_ICONS, productKind } from './product-kinds.js';

/** The three views a product page's gallery shows; `front` is the product's own `image`. */
export const PRODUCT_VIEWS = ['front', 'side', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

interface PictureSubject {
  id: string;
  name: string;
  category: string;
}

let emojiBodies: Map<string, string> | undefined;

/**
 * The pictures the kinds use, read once from Fluent Emoji (flat, MIT, by Microsoft) through Iconify's
 * JSON package; the rest of the 9 MB set is dropped after reading.
 */
function pictureBody(icon: string): string {
  const drawn = DRAWN_OBJECTS[icon];
  if (drawn) return drawn;
  if (!emojiBodies) {
    const require = createRequire(import.meta.url);
    const set = JSON.parse(readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8')) as {
      icons: Record<string, { body: string }>;
    };
    emojiBodies = new Map(KIND_ICONS.filter((name) => set.icons[name]).map((name) => [name, set.icons[name]!.body]));
  }
  return emojiBodies.get(icon) ?? emojiBodies.get('shopping-bags')!;
}

const CATEGORY_HUES: Record<string, number> = {
  electronics: 220,
  fashion: 330,
  home: 140,
  sports: 25,
  books: 270,
  beauty: 350,
  toys: 45,
  automotive: 210,
};

/** Colourways: hue turns that keep a picture believable (no green skin tones: people are not drawn). */
const COLOURWAYS = [0, 35, 140, 195, 250, 305];

/** Ids inside one page's SVGs must not collide when several are inlined; prefix them per picture. */
function idPrefix(id: string, view: ProductView) {
  return `p${id.slice(-6)}${view[0]}`;
}

/**
 * A studio shot of the product's kind: a soft wall and floor tinted by its category, the object with a
 * contact shadow, varied per product (colourway, angle, light). No text: the name is on the page.
 * Wall, floor, light and shadow are translucent over no background: the page paints the backdrop
 * beneath from its theme (shared-ui's `pictureBackdrop`), so one file suits the light and the dark shop.
 */
export function productPictureSvg(product: PictureSubject, view: ProductView = 'front'): string {
  const seed = createHash('sha256').update(product.id).digest();
  const kind = productKind(product.name, product.category);
  const hue = (CATEGORY_HUES[product.category] ?? 220) + (seed[0]! % 20) - 10;
  const colourway = kind.colourways ? COLOURWAYS[seed[1]! % COLOURWAYS.length]! : 0;
  const tilt = ((seed[2]! / 255) * 12 - 6) * (view === 'side' ? -1 : 1) + (view === 'side' ? -8 : 0);
  const light = 40 + (seed[3]! % 20);
  const p = idPrefix(product.id, view);

  const scale = view === 'detail' ? 21 : view === 'side' ? 9.4 : 10.6;
  // The detail view is a close-up of one corner of the object, chosen per product.
  const focusX = view === 'detail' ? (seed[4]! % 2 ? -70 : 70) : 0;
  const focusY = view === 'detail' ? (seed[5]! % 2 ? -40 : 60) : 0;
  const mirror = view === 'side' ? -1 : 1;
  const objectY = view === 'side' ? 248 : 232;
  const filter = colourway ? ` filter="url(#${p}c)"` : '';
  const shadow =
    view === 'detail'
      ? ''
      : `<ellipse cx="${300 + (view === 'side' ? 14 : -8)}" cy="${(objectY + scale * 13.8).toFixed(0)}" rx="${(scale * 13).toFixed(0)}" ry="${(scale * 1.6).toFixed(0)}" fill="#000000" opacity="0.28" filter="url(#${p}b)"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500" viewBox="0 0 600 500">
<defs>
<linearGradient id="${p}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 55%)" stop-opacity="0.05"/><stop offset="1" stop-color="hsl(${hue} 40% 45%)" stop-opacity="0.13"/></linearGradient>
<linearGradient id="${p}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 30% 22%)" stop-opacity="0.13"/><stop offset="1" stop-color="hsl(${hue} 30% 22%)" stop-opacity="0.04"/></linearGradient>
<radialGradient id="${p}l" cx="${light}%" cy="28%" r="60%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<filter id="${p}b" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
${colourway ? `<filter id="${p}c"><feColorMatrix type="hueRotate" values="${colourway}"/></filter>` : ''}
</defs>
<rect width="600" height="500" fill="url(#${p}w)"/>
<rect y="${view === 'detail' ? 500 : 360}" width="600" height="140" fill="url(#${p}f)"/>
<rect width="600" height="500" fill="url(#${p}l)"/>
${shadow}
<g transform="translate(${300 - focusX} ${objectY - focusY}) rotate(${tilt.toFixed(1)}) scale(${mirror * scale} ${scale}) translate(-16 -16)"${filter}>${pictureBody(kind.icon)}</g>
</svg>`;
}
