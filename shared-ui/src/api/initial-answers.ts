/**
 * Answers the server inlined in the page (api/src/site/first-view.ts) for the route's first API
 * reads, keyed by path and query. Each is used once, by the first GET that asks for exactly that
 * URL, so the first view renders without a round trip and every later read goes to the network.
 */
const ELEMENT_ID = 'shop-initial-data';

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
  } catch {
    // A broken block only costs the round trip it was meant to save.
  }
  return answers;
}

/** The inlined answer for this same-origin GET, once; undefined when there is none. */
export function takeInitialAnswer(url: string): unknown {
  if (typeof window === 'undefined') return undefined;
  const parsed = new URL(url, window.location.href);
  if (parsed.origin !== window.location.origin) return undefined;
  const key = parsed.pathname + parsed.search;
  const all = readAnswers();
  if (!all.has(key)) return undefined;
  const answer = all.get(key);
  all.delete(key);
  return answer;
}

/** The inlined answer for a same-origin path such as `/api/products/42`, for a query's initialData. */
export function initialAnswer<T>(path: string): T | undefined {
  return takeInitialAnswer(path) as T | undefined;
}

/** Tests start each page afresh. */
export function resetInitialAnswers(): void {
  answers = null;
}
