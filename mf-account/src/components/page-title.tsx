/** The site's name after the page's own, as every tab title in the shop reads. */
export const SITE_NAME = 'ShopHub';

/**
 * The document title of a page: 'My Account | ShopHub'. React 19 hoists a rendered <title> into the
 * head, ahead of the static one, and removes it when the page unmounts.
 */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${SITE_NAME}`}</title>;
}
