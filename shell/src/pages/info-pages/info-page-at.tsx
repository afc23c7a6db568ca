import { InfoPage } from '../info-page';
import { COMPANY_PAGES } from './company-pages';
import { HELP_PAGES } from './help-pages';
import { LEGAL_PAGES } from './legal-pages';

export const INFO_PAGES = [...COMPANY_PAGES, ...HELP_PAGES, ...LEGAL_PAGES];

/** The written page whose address is `path` (one of INFO_PAGE_PATHS). */
export function InfoPageAt({ path }: { path: string }) {
  const page = INFO_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No written page at ${path}`);
  return <InfoPage page={page} />;
}
