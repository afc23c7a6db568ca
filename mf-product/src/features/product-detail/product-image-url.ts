/** Spec §3: an image is a URL, a path under /images/, or a bare name that gets /images/ prefixed. */
export function productImageUrl(image: string): string {
  if (!image) return '';
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/') || image.startsWith('data:')) return image;
  return `/images/${image}`;
}

export interface ProductImageView {
  src: string;
  /** what the view shows, for its thumbnail's name: "Front", "Side", "Detail" */
  label: string;
}

/**
 * The pictures the gallery offers. The shop's generated pictures (`/images/<id>.svg`) come with a side
 * view and a close-up (`<id>-side.svg`, `<id>-detail.svg`); any other picture is shown alone.
 */
export function productImageViews(image: string): ProductImageView[] {
  const src = productImageUrl(image);
  if (!src) return [];
  const generated = /^(.*\/images\/[0-9a-f]{24})\.svg$/.exec(src);
  if (!generated) return [{ src, label: 'Front' }];
  return [
    { src, label: 'Front' },
    { src: `${generated[1]}-side.svg`, label: 'Side' },
    { src: `${generated[1]}-detail.svg`, label: 'Detail' },
  ];
}
