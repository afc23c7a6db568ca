import { Suspense, use } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { inlineServerAnswers } from '../testing/inline-server-answers';
import { resetServerAnswers, SERVER_ANSWERS_ELEMENT_ID } from './server-queries';
import { useQuery, type QueryOptions } from './use-query';

/** A call the test answers by hand, remembering the signal it was given. */
function deferredCalls<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const queryFn =
    (key: string) =>
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, queryFn };
}

function renderQuery<T>(initial: QueryOptions<T>) {
  return renderHook((options: QueryOptions<T>) => useQuery(options), { initialProps: initial });
}

describe('useQuery', () => {
  it('is pending while the call is in flight, then holds the answer', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result } = renderQuery({ queryKey: ['a'], queryFn: queryFn('a') });
    expect(result.current.status).toBe('pending');
    expect(result.current.isFetching).toBe(true);

    await act(async () => calls[0]!.resolve('answer'));
    expect(result.current).toMatchObject({ status: 'success', data: 'answer', isFetching: false });
  });

  it('holds an answer already at hand from its first render, without a call, and fetches on refetch or a new key', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result, rerender } = renderQuery({ queryKey: ['a'], queryFn: queryFn('a'), initialData: () => 'inlined' });
    expect(result.current).toMatchObject({ status: 'success', data: 'inlined', isFetching: false });
    expect(calls).toHaveLength(0);

    act(() => result.current.refetch());
    expect(calls.map((call) => call.key)).toEqual(['a']);
    expect(result.current).toMatchObject({ status: 'success', data: 'inlined', isFetching: true });
    await act(async () => calls[0]!.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'success', data: 'fresh' });

    rerender({ queryKey: ['b'], queryFn: queryFn('b'), initialData: () => 'inlined' });
    expect(result.current.status).toBe('pending');
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
  });

  it('fetches as usual when no answer is at hand', () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result } = renderQuery({ queryKey: ['a'], queryFn: queryFn('a'), initialData: () => undefined });
    expect(result.current.status).toBe('pending');
    expect(calls).toHaveLength(1);
  });

  it('turns a failure into a readable message and recovers on refetch', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result } = renderQuery({ queryKey: ['a'], queryFn: queryFn('a') });
    await act(async () => calls[0]!.reject(new Error('Product not found')));
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'Product not found' });

    act(() => result.current.refetch());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('second try'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second try' });
  });

  it('aborts the call in flight when the key changes and ignores its late answer', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result, rerender } = renderQuery({ queryKey: ['page', 1], queryFn: queryFn('1') });
    rerender({ queryKey: ['page', 2], queryFn: queryFn('2') });
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['1', true],
      ['2', false],
    ]);

    await act(async () => calls[0]!.resolve('stale page 1'));
    expect(result.current.status).toBe('pending');
    await act(async () => calls[1]!.resolve('page 2'));
    expect(result.current.data).toBe('page 2');
  });

  it('shows pending from the first render of a new key, unless asked to keep the previous answer', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result, rerender } = renderQuery({ queryKey: ['x'], queryFn: queryFn('x') });
    await act(async () => calls[0]!.resolve('x answer'));

    rerender({ queryKey: ['y'], queryFn: queryFn('y') });
    expect(result.current).toMatchObject({ status: 'pending', data: undefined });

    await act(async () => calls[1]!.resolve('y answer'));
    rerender({ queryKey: ['z'], queryFn: queryFn('z'), keepPreviousData: true });
    expect(result.current).toMatchObject({ status: 'success', data: 'y answer', isFetching: true });
  });

  it('keeps the answer on screen during a refetch of the same key', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { result } = renderQuery({ queryKey: ['product', 'abc'], queryFn: queryFn('abc') });
    await act(async () => calls[0]!.resolve('version 1'));

    act(() => result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'version 1', isFetching: true });
    await act(async () => calls[1]!.resolve('version 2'));
    expect(result.current.data).toBe('version 2');
  });

  it('makes no call while disabled and one when enabled', async () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { rerender } = renderQuery({ queryKey: ['q'], queryFn: queryFn('q'), enabled: false });
    expect(calls).toHaveLength(0);
    rerender({ queryKey: ['q'], queryFn: queryFn('q'), enabled: true });
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('does not call again when only the function identity changes', () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { rerender } = renderQuery({ queryKey: ['same'], queryFn: queryFn('same') });
    rerender({ queryKey: ['same'], queryFn: queryFn('same') });
    expect(calls).toHaveLength(1);
  });

  it('aborts the call when the component unmounts', () => {
    const { calls, queryFn } = deferredCalls<string>();
    const { unmount } = renderQuery({ queryKey: ['gone'], queryFn: queryFn('gone') });
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  describe('an answer the server read ahead (prefetch)', () => {
    const key = JSON.stringify(['picks']);
    beforeEach(() => inlineServerAnswers({ [key]: 'from the page' }));
    afterEach(() => {
      document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.remove();
      resetServerAnswers();
    });

    // A grid that is not ready yet (an image or a chunk it waits for) suspends while it renders.
    const neverReady = new Promise<never>(() => {});
    function Grid(): never {
      return use(neverReady);
    }
    function Picks({ enabled, queryFn }: { enabled: boolean; queryFn: QueryOptions<string>['queryFn'] }) {
      const state = useQuery({ queryKey: ['picks'], queryFn, enabled, prefetch: true });
      return state.status === 'success' ? <Grid /> : <p>Loading picks</p>;
    }

    it('answers the first call once enabled, with no call, in a transition that keeps what is on screen', async () => {
      const { calls, queryFn } = deferredCalls<string>();
      const page = (enabled: boolean) => (
        <Suspense fallback={<p>Blank fallback</p>}>
          <Picks enabled={enabled} queryFn={queryFn('picks')} />
        </Suspense>
      );
      const { rerender } = render(page(false));
      await act(async () => rerender(page(true)));
      // An urgent update would have swapped the shown skeleton for the boundary's fallback; a
      // transition leaves the skeleton on screen until the grid can show, as a fetched answer does.
      expect(screen.getByText('Loading picks')).toBeVisible();
      expect(screen.queryByText('Blank fallback')).toBeNull();
      expect(calls).toHaveLength(0);
    });

    it('renders the answer once enabled', async () => {
      const { calls, queryFn } = deferredCalls<string>();
      const { result, rerender } = renderQuery({
        queryKey: ['picks'],
        queryFn: queryFn('picks'),
        enabled: false,
        prefetch: true,
      });
      expect(result.current.status).toBe('pending');
      rerender({ queryKey: ['picks'], queryFn: queryFn('picks'), enabled: true, prefetch: true });
      await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'from the page' }));
      expect(calls).toHaveLength(0);
    });
  });
});
