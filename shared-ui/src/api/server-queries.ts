import { createContext } from 'react';

/**
 * Queries on the server and their answers in the browser, so a server-rendered page hydrates with
 * the data it was rendered with.
 *
 * On the server (api/src/site/server-render), the shell's render provides a ServerQueries for the
 * request: `useQuery` runs each key's query once, React waits for it (Suspense), and the page is
 * rendered with the answer. Every answer is inlined in the page (#shop-query-data, keyed by the
 * query's key), and in the browser `useQuery` starts from it: no pending state, no first call, the
 * same markup. An answer is kept until the component that used it has mounted, so a render React
 * repeats while hydrating still finds it.
 */
export type ServerQueryOutcome = { ok: true; data: unknown } | { ok: false };

export class ServerQueries {
  private readonly outcomes = new Map<string, Promise<ServerQueryOutcome>>();
  private readonly settled = new Map<string, ServerQueryOutcome>();

  constructor(private readonly signal: AbortSignal) {}

  /** The query's outcome for `key`, run once per request; a failed query renders as pending. */
  run(key: string, queryFn: (context: { signal: AbortSignal }) => Promise<unknown>): Promise<ServerQueryOutcome> {
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = Promise.resolve()
        .then(() => queryFn({ signal: this.signal }))
        .then(
          (data): ServerQueryOutcome => ({ ok: true, data }),
          (): ServerQueryOutcome => ({ ok: false }),
        )
        .then((result) => {
          this.settled.set(key, result);
          return result;
        });
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  /** Every answer the render used, for the page (#shop-query-data). */
  answers(): Record<string, unknown> {
    const answers: Record<string, unknown> = {};
    for (const [key, outcome] of this.settled) if (outcome.ok) answers[key] = outcome.data;
    return answers;
  }
}

/** Set by the server's render only; null in the browser. */
export const ServerQueriesContext = createContext<ServerQueries | null>(null);

export const SERVER_ANSWERS_ELEMENT_ID = 'shop-query-data';

let inlined: Map<string, unknown> | null = null;

function inlinedAnswers(): Map<string, unknown> {
  if (inlined) return inlined;
  inlined = new Map();
  if (typeof document === 'undefined') return inlined;
  const element = document.getElementById(SERVER_ANSWERS_ELEMENT_ID);
  if (!element) return inlined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) inlined.set(key, value);
  } catch {
    // A broken block only costs the calls it was meant to save.
  }
  return inlined;
}

/** The answer the server rendered `key` with, while no component has mounted with it. */
export function serverAnswer(key: string): unknown {
  return inlinedAnswers().get(key);
}

/** A component has mounted with the answer: later mounts of the key fetch afresh. */
export function forgetServerAnswer(key: string): void {
  inlinedAnswers().delete(key);
}

/** Tests start each page afresh. */
export function resetServerAnswers(): void {
  inlined = null;
}
