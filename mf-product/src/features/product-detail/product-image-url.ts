/** Spec §3: an image is a URL, a path under /images/, or a bare name that gets /images/ prefixed. */
export function productImageUrl(image: string): string {
  if (!image) return '';
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/') || image.startsWith('data:')) return image;
  return `/images/${image}`;
}
