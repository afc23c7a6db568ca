import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getErrorMessage } from './api-client';

export interface MutationOptions<TVariables, TData> {
  /**
   * Performs the write. What it means for shared state (sign the user in, clear the cart) belongs
   * here too: it happened on the server, so it holds even when the component has gone.
   */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What the success means for the screen (go on, clear the form); called only while mounted. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** What the failure means for the screen, with the readable message; called only while mounted. */
  onError?: (error: unknown, errorMessage: string, variables: TVariables) => void;
}

/** What a feature's hook (`useLogin`, `usePlaceOrder`) lets its component add: the screen's part. */
export type MutationCallbacks<TVariables, TData> = Omit<MutationOptions<TVariables, TData>, 'mutationFn'>;

export type MutationState<TData> =
  | { status: 'idle'; data: undefined; error: undefined; errorMessage: undefined }
  | { status: 'pending'; data: undefined; error: undefined; errorMessage: undefined }
  | { status: 'error'; data: undefined; error: unknown; errorMessage: string }
  | { status: 'success'; data: TData; error: undefined; errorMessage: undefined };

export type MutationResult<TVariables, TData> = MutationState<TData> & {
  /** A call is in flight: show the pending label, disable the button. */
  isPending: boolean;
  /**
   * Starts the write; refused (nothing happens) while a call of this hook is still in flight. The
   * callbacks given here run after the hook's own, for this call only (they see what it was sent).
   */
  mutate: (variables: TVariables, callbacks?: MutationCallbacks<TVariables, TData>) => void;
};

const idle = { status: 'idle', data: undefined, error: undefined, errorMessage: undefined } as const;
const pending = { status: 'pending', data: undefined, error: undefined, errorMessage: undefined } as const;

/**
 * The one way a slice writes to the API, as `useQuery` is for reads: pending, error (with the
 * server's readable message) and success in one place. Each slice wraps it per endpoint next to
 * the fetcher in its `api/` file (`login.ts` exports `login` and `useLogin`).
 */
export function useMutation<TVariables, TData>(options: MutationOptions<TVariables, TData>): MutationResult<TVariables, TData> {
  const [state, setState] = useState<MutationState<TData>>(idle);
  // The latest callbacks are called; a new closure on each render must not change `mutate`.
  const optionsRef = useRef(options);
  const mounted = useRef(false);
  // A ref, not the state: two clicks in one tick both see the first call (double submit).
  const inFlight = useRef(false);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: TVariables, callbacks: MutationCallbacks<TVariables, TData> = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState(pending);
    // A mutationFn that throws before its first await fails the call like one that rejects.
    new Promise<TData>((resolve) => resolve(optionsRef.current.mutationFn(variables))).then(
      (data) => {
        inFlight.current = false;
        if (!mounted.current) return;
        setState({ status: 'success', data, error: undefined, errorMessage: undefined });
        optionsRef.current.onSuccess?.(data, variables);
        callbacks.onSuccess?.(data, variables);
      },
      (error: unknown) => {
        inFlight.current = false;
        if (!mounted.current) return;
        const errorMessage = getErrorMessage(error);
        setState({ status: 'error', data: undefined, error, errorMessage });
        optionsRef.current.onError?.(error, errorMessage, variables);
        callbacks.onError?.(error, errorMessage, variables);
      },
    );
  }, []);

  return { ...state, isPending: state.status === 'pending', mutate };
}
