import { useEffect, useState } from 'react';
import { apiClient, useQuery } from 'shared-ui/api';
import type { SearchSuggestion } from 'shared-ui/types';

export const SUGGESTION_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 6;
/** Suggestions start from two characters (spec §4). */
const MIN_QUERY_LENGTH = 2;

/** GET /api/products/search-suggestions?q=: a few products whose name matches. */
export function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return apiClient()
    .get('api/products/search-suggestions', { searchParams: { q: query }, signal, retry: 0 })
    .json<SearchSuggestion[]>();
}

/** When the suggestion call fails the box quietly offers the typed text in three categories (spec §7). */
export function placeholderSuggestions(text: string): SearchSuggestion[] {
  return ['Electronics', 'Fashion', 'Home'].map((category, index) => ({ _id: `placeholder-${index}`, name: text, category }));
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type SuggestionsState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; items: SearchSuggestion[] };

/** Suggestions for what is typed, asked for once the typing pauses; a failed call gives placeholders. */
export function useSearchSuggestions(text: string): SuggestionsState {
  const query = text.trim();
  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const enabled = settled.length >= MIN_QUERY_LENGTH && settled === query;
  const suggestions = useQuery({
    queryKey: ['search-suggestions', settled],
    queryFn: async ({ signal }) => (await getSearchSuggestions(settled, signal)).slice(0, MAX_SUGGESTIONS),
    enabled,
  });
  if (query.length < MIN_QUERY_LENGTH) return { status: 'idle' };
  if (!enabled || suggestions.status === 'pending') return { status: 'loading' };
  if (suggestions.status === 'error') return { status: 'done', items: placeholderSuggestions(settled) };
  return { status: 'done', items: suggestions.data };
}
