/**
 * Where the shell's own pages live. The route table needs the paths on the home page already; the
 * pages themselves are chunks fetched on a visit. router.test checks these against the pages.
 */
export const COLLECTION_PATHS = ['/deals', '/new'];

export const INFO_PAGE_PATHS = [
  '/about',
  '/careers',
  '/press',
  '/contact',
  '/help',
  '/support',
  '/shipping-info',
  '/returns',
  '/size-guide',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
];
