import { createHash } from 'node:crypto';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/**
 * Hero and featured banners under /api/images/: a wide gradient with soft circles, varied by the file name.
 * No words are painted in: the hero writes its title beside the picture, and it must not say it twice.
 */
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
</svg>`;
}
