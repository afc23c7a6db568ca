import { startTransition, use, useCallback, useContext, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { getErrorMessage } from './api-client';
import { forgetServerAnswer, serverAnswer, ServerQueriesContext } from './server-queries';

export interface QueryOptions<T> {
  /** What is fetched; a new key aborts the call in flight and fetches again. Compared by value. */
  queryKey: readonly unknown[];
  /** Performs the call; it must pass `signal` on so a superseded call is aborted. */
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** False holds the query (no call, status stays as it is); defaults to true. */
  enabled?: boolean;
  /** Keeps the last answer on screen while another key loads, instead of going back to pending. */
  keepPreviousData?: boolean;
  /**
   * Called once, on mount: an answer already at hand renders at once, with no pending state and no
   * first call; undefined fetches as usual. The answer the server rendered the page with needs none:
   * it is taken by key (server-queries.ts).
   */
  initialData?: () => T | undefined;
  /**
   * Read on the server even while not yet enabled (a block that waits in the browser before it
   * loads): the answer comes in the page and answers the first call once enabled.
   */
  prefetch?: boolean;
}

export type QueryState<T> =
  | { status: 'pending'; data: undefined; error: undefined; errorMessage: undefined }
  | { status: 'error'; data: T | undefined; error: unknown; errorMessage: string }
  | { status: 'success'; data: T; error: undefined; errorMessage: undefined };

export type QueryResult<T> = QueryState<T> & {
  /** A call is in flight (also while a refetch keeps the previous answer on screen). */
  isFetching: boolean;
  /** Fetches the same key again; the current answer stays on screen until the new one arrives. */
  refetch: () => void;
};

type Action<T> =
  | { type: 'start'; key: string; keepData: boolean }
  | { type: 'success'; data: T }
  | { type: 'error'; error: unknown }
  | { type: 'answered'; key: string; data: T };

interface InternalState<T> {
  /** The key the state belongs to. */
  key: string | null;
  query: QueryState<T>;
  isFetching: boolean;
}

const pending = { status: 'pending', data: undefined, error: undefined, errorMessage: undefined } as const;

function reducer<T>(state: InternalState<T>, action: Action<T>): InternalState<T> {
  switch (action.type) {
    case 'start':
      return { key: action.key, query: action.keepData ? state.query : pending, isFetching: true };
    case 'answered':
      return {
        key: action.key,
        query: { status: 'success', data: action.data, error: undefined, errorMessage: undefined },
        isFetching: false,
      };
    case 'success':
      return {
        ...state,
        query: { status: 'success', data: action.data, error: undefined, errorMessage: undefined },
        isFetching: false,
      };
    case 'error':
      return {
        ...state,
        query: { status: 'error', data: state.query.data, error: action.error, errorMessage: getErrorMessage(action.error) },
        isFetching: false,
      };
  }
}

/**
 * The one way a slice reads from the API: loading, error (with a readable message), retry and
 * abort in one place. Each slice wraps it per endpoint (`useProducts`, `useOrder`, ...) next to
 * the fetcher in its `api/` file, as bulletproof-react does. In the server's render it waits for its
 * answer (server-queries.ts), and in the browser it starts from the answer the page was rendered with.
 */
export function useQuery<T>({
  queryKey,
  queryFn,
  enabled = true,
  keepPreviousData = false,
  initialData,
  prefetch = false,
}: QueryOptions<T>): QueryResult<T> {
  const key = JSON.stringify(queryKey);
  const server = useContext(ServerQueriesContext);
  // On the server: React waits here until the answer is in (a failed call renders as pending).
  const onServer = server && (enabled || prefetch) ? use(server.run(key, queryFn)) : null;
  const [state, dispatch] = useReducer(reducer<T>, null, (): InternalState<T> => {
    const data = !enabled
      ? undefined
      : onServer?.ok
        ? (onServer.data as T)
        : (initialData?.() ?? (serverAnswer(key) as T | undefined));
    if (data === undefined) return { key: null, query: pending, isFetching: false };
    return { key, query: { status: 'success', data, error: undefined, errorMessage: undefined }, isFetching: false };
  });
  const [version, refetch] = useReducer((count: number) => count + 1, 0);
  // The latest function is called; a new closure on each render must not refetch by itself.
  const queryFnRef = useRef(queryFn);
  useLayoutEffect(() => {
    queryFnRef.current = queryFn;
  });

  const lastKey = useRef<string | null>(null);
  // The initial answer stands for the first call of its key.
  const skipFirstCall = useRef(state.key !== null);

  useEffect(() => {
    if (!enabled) return;
    if (skipFirstCall.current) {
      skipFirstCall.current = false;
      forgetServerAnswer(key);
      lastKey.current = key;
      return;
    }
    const answered = serverAnswer(key);
    if (answered !== undefined) {
      // Read on the server ahead of time (prefetch): the first call of its key is answered. As a
      // transition, like a fetched answer: dispatched from this effect at the default priority, React
      // rendered the block's cards in one task that could not yield (80 ms on the home page, CPU 1x).
      forgetServerAnswer(key);
      lastKey.current = key;
      startTransition(() => dispatch({ type: 'answered', key, data: answered as T }));
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'start', key, keepData: lastKey.current === key || keepPreviousData });
    lastKey.current = key;
    // The answer usually renders a big tree (a grid of cards): as a transition React renders it in
    // slices and lets the browser paint and handle input in between, instead of one long task.
    queryFnRef.current({ signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => dispatch({ type: 'success', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) startTransition(() => dispatch({ type: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, version, enabled, keepPreviousData]);

  const stableRefetch = useCallback(() => refetch(), []);
  // A new key shows pending from its first render, not the previous key's answer for a frame.
  const keyChanged = enabled && state.key !== key;
  if (keyChanged && !keepPreviousData) return { ...pending, isFetching: true, refetch: stableRefetch };
  return { ...state.query, isFetching: state.isFetching || keyChanged, refetch: stableRefetch };
}
