import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A list's filters and page, kept in the URL (as Medusa's and Saleor's lists do): a filtered page can
 * be linked, reloaded and gone back to. A filter change goes back to page 1.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<Key, string>;
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);

  const setFilters = (changes: Partial<Record<Key, string>>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes) as [Key, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearchParams(next);
  };

  const hrefFor = (to: number) => {
    const next = new URLSearchParams(searchParams);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return { values, page, setFilters, hrefFor };
}
