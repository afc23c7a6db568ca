import { createHash } from 'node:crypto';

const PALETTES: Record<string, [string, string, string]> = {
  electronics: ['#1e3a8a', '#3b82f6', '#93c5fd'],
  fashion: ['#831843', '#ec4899', '#fbcfe8'],
  home: ['#14532d', '#22c55e', '#bbf7d0'],
  sports: ['#7c2d12', '#f97316', '#fed7aa'],
  books: ['#3b0764', '#a855f7', '#e9d5ff'],
  beauty: ['#881337', '#fb7185', '#ffe4e6'],
  toys: ['#713f12', '#eab308', '#fef08a'],
  automotive: ['#1f2937', '#6b7280', '#e5e7eb'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Split a name into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]}…`];
  return lines;
}

function hueShift(seed: Buffer, i: number): number {
  return seed[i % seed.length]!;
}

/**
 * A deterministic product picture: category colours, a few shapes placed from a hash of the id,
 * and the product name. Distinct per product, generated without any network access.
 */
export function productSvg(product: { id: string; name: string; category: string; brand: string }): string {
  const seed = createHash('sha256').update(product.id).digest();
  const [dark, mid, light] = PALETTES[product.category] ?? PALETTES.electronics!;
  const hue = Math.round((hueShift(seed, 0) / 255) * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 40 + (seed[i * 3 + 1]! / 255) * 520;
    const y = 40 + (seed[i * 3 + 2]! / 255) * 380;
    const size = 30 + (seed[i * 3 + 3]! / 255) * 110;
    const opacity = (0.15 + (seed[i + 20]! / 255) * 0.35).toFixed(2);
    const fill = i % 2 ? light : `hsl(${(hue + i * 47) % 360} 70% 60%)`;
    shapes.push(
      seed[i + 16]! % 2
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${(x - size / 2).toFixed(0)}" y="${(y - size / 2).toFixed(0)}" width="${size.toFixed(0)}" height="${size.toFixed(0)}" rx="${(size / 6).toFixed(0)}" transform="rotate(${seed[i + 10]! % 90} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${fill}" opacity="${opacity}"/>`,
    );
  }
  const lines = wrap(product.name, 22);
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${250 + (i - (lines.length - 1) / 2) * 44}" font-size="34" font-weight="700" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500" viewBox="0 0 600 500" role="img" aria-label="${escapeXml(product.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="600" height="500" fill="url(#g)"/>${shapes.join('')}
<rect x="60" y="150" width="480" height="200" rx="24" fill="#000000" opacity="0.25"/>${text}
<text x="300" y="460" font-size="20" text-anchor="middle" fill="${light}" font-family="sans-serif" letter-spacing="4">${escapeXml(product.brand.toUpperCase())} · ${escapeXml(product.category.toUpperCase())}</text>
</svg>`;
}

/** Hero and featured banners under /api/images/: a wide gradient with the title taken from the file name. */
export function bannerSvg(name: string): string {
  const seed = createHash('sha256').update(name).digest();
  const hue = Math.round((seed[0]! / 255) * 360);
  const title = name
    .replace(/\.[a-z]+$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = (seed[i + 1]! / 255) * 1600;
    const cy = (seed[i + 7]! / 255) * 600;
    const r = 60 + (seed[i + 13]! / 255) * 220;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + i * 40) % 360} 80% 70%)" opacity="0.25"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 25%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#g)"/>${circles}
<text x="800" y="320" font-size="72" font-weight="700" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${escapeXml(title)}</text>
</svg>`;
}
