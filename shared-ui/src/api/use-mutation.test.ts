import { act, renderHook } from '@testing-library/react';
import { createApiClient } from 'shared-ui/api';
import { useMutation, type MutationOptions } from './use-mutation';

/** Calls the test answers by hand, remembering what each was sent. */
function deferredCalls<TVariables, TData>() {
  const calls: { variables: TVariables; resolve: (value: TData) => void; reject: (error: unknown) => void }[] = [];
  const mutationFn = (variables: TVariables) =>
    new Promise<TData>((resolve, reject) => calls.push({ variables, resolve, reject }));
  return { calls, mutationFn };
}

function renderMutation<TVariables, TData>(options: MutationOptions<TVariables, TData>) {
  return renderHook(() => useMutation(options));
}

describe('useMutation', () => {
  it('is idle until called, pending while the call is in flight, then holds the answer and calls onSuccess', async () => {
    const { calls, mutationFn } = deferredCalls<{ email: string }, string>();
    const onSuccess = jest.fn();
    const { result } = renderMutation({ mutationFn, onSuccess });
    expect(result.current).toMatchObject({ status: 'idle', isPending: false });

    act(() => result.current.mutate({ email: 'ada@example.com' }));
    expect(result.current).toMatchObject({ status: 'pending', isPending: true });
    expect(calls.map((call) => call.variables)).toEqual([{ email: 'ada@example.com' }]);

    await act(async () => calls[0]!.resolve('signed in'));
    expect(result.current).toMatchObject({ status: 'success', data: 'signed in', isPending: false });
    expect(onSuccess).toHaveBeenCalledWith('signed in', { email: 'ada@example.com' });
  });

  it("fails with the server's message, calls onError with it, and clears it on the next call", async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ message: 'Current password is incorrect' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const client = createApiClient({ baseUrl: 'https://api.shop.test' });
    const onError = jest.fn();
    const { result } = renderMutation({
      mutationFn: (body: { currentPassword: string }) => client.put('/api/users/password', { json: body }).json(),
      onError,
    });

    await act(async () => result.current.mutate({ currentPassword: 'wrong' }));
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'Current password is incorrect', isPending: false });
    expect(onError).toHaveBeenCalledWith(result.current.error, 'Current password is incorrect', { currentPassword: 'wrong' });

    globalThis.fetch = (() => new Promise<Response>(() => {})) as typeof fetch;
    act(() => result.current.mutate({ currentPassword: 'right' }));
    expect(result.current).toMatchObject({ status: 'pending', error: undefined, errorMessage: undefined });
  });

  it('turns a function that throws at once into an error, not an exception in the handler', async () => {
    const { result } = renderMutation({
      mutationFn: (): Promise<never> => {
        throw new Error('No product chosen');
      },
    });
    await act(async () => result.current.mutate(undefined));
    expect(result.current).toMatchObject({ status: 'error', errorMessage: 'No product chosen' });
  });

  it('refuses a second call while the first is in flight (double submit), and takes one after it settles', async () => {
    const { calls, mutationFn } = deferredCalls<string, string>();
    const { result } = renderMutation({ mutationFn });
    act(() => {
      result.current.mutate('first click');
      result.current.mutate('second click, same tick');
    });
    act(() => result.current.mutate('third click, while pending'));
    expect(calls.map((call) => call.variables)).toEqual(['first click']);

    await act(async () => calls[0]!.reject(new Error('Order creation failed')));
    act(() => result.current.mutate('retry'));
    expect(calls.map((call) => call.variables)).toEqual(['first click', 'retry']);
  });

  it("runs one call's own callbacks after the hook's, with what that call sent", async () => {
    const { calls, mutationFn } = deferredCalls<string, string>();
    const order: string[] = [];
    const { result } = renderMutation({
      mutationFn,
      onSuccess: (data) => order.push(`hook: ${data}`),
      onError: (_error, message) => order.push(`hook: ${message}`),
    });
    act(() => result.current.mutate('first', { onError: (_error, message, sent) => order.push(`call: ${message} for ${sent}`) }));
    await act(async () => calls[0]!.reject(new Error('Busy')));
    act(() => result.current.mutate('second', { onSuccess: (data, sent) => order.push(`call: ${data} for ${sent}`) }));
    await act(async () => calls[1]!.resolve('done'));
    expect(order).toEqual(['hook: Busy', 'call: Busy for first', 'hook: done', 'call: done for second']);
  });

  it('keeps `mutate` the same function across renders', () => {
    const { mutationFn } = deferredCalls<string, string>();
    const { result, rerender } = renderMutation({ mutationFn });
    const first = result.current.mutate;
    rerender();
    expect(result.current.mutate).toBe(first);
  });

  it('ignores an answer that arrives after unmount: no state update, no callback', async () => {
    const { calls, mutationFn } = deferredCalls<string, string>();
    const onSuccess = jest.fn();
    const onError = jest.fn();
    const consoleError = jest.spyOn(console, 'error');
    const { result, unmount } = renderMutation({ mutationFn, onSuccess, onError });
    act(() => {
      result.current.mutate('a');
    });
    unmount();

    await act(async () => calls[0]!.resolve('late'));
    expect(result.current.status).toBe('pending');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
