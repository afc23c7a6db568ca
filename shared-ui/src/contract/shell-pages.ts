/**
 * Where the shell's own pages live. The shell's route table needs the paths on the home page already
 * (the pages themselves are chunks fetched on a visit; shell/src/router.test checks these against the
 * pages), and the server needs them to answer an unknown address with 404.
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

export const SHELL_PAGE_PATHS: readonly string[] = ['/categories', '/__slices', ...COLLECTION_PATHS, ...INFO_PAGE_PATHS];
