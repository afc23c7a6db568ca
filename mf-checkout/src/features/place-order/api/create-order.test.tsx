import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ShopStateProvider, createShopStore } from 'shared-ui/state';
import { aProduct, anOrder, mockApi, signIn, signedInUser } from 'shared-ui/testing';
import { usePlaceOrder, type NewOrder } from './create-order';

const cartKey = `cartItems_${signedInUser._id}`;
const lamp = aProduct({ _id: 'p1', name: 'Lamp', image: '/images/lamp.jpg', price: 40 });
const order: NewOrder = {
  orderItems: [{ product: 'p1', name: 'Lamp', image: '/images/lamp.jpg', price: 40, qty: 1 }],
  shippingAddress: { fullName: 'Ada', address: '1 Way', city: 'Leeds', postalCode: 'LS1', country: 'UK' },
  paymentMethod: 'Stripe',
  itemsPrice: 40,
  shippingPrice: 10,
  taxPrice: 6,
  totalPrice: 56,
};

function renderPlaceOrder(onSuccess = jest.fn()) {
  const store = createShopStore();
  const wrapper = ({ children }: { children: ReactNode }) => <ShopStateProvider store={store}>{children}</ShopStateProvider>;
  return { onSuccess, ...renderHook(() => usePlaceOrder({ onSuccess }), { wrapper }) };
}

beforeEach(() => {
  localStorage.clear();
  signIn();
  localStorage.setItem(cartKey, JSON.stringify([{ ...lamp, qty: 1 }]));
});

describe('usePlaceOrder', () => {
  it('clears the cart when the order is made even if the shopper has left the page, without going on', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi({ 'POST /api/orders': [201, anOrder([lamp], { _id: 'order42' })] });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    }) as typeof fetch;
    const { result, unmount, onSuccess } = renderPlaceOrder();

    act(() => result.current.mutate(order));
    unmount();
    answer();

    await waitFor(() => expect(localStorage.getItem(cartKey)).toBeNull());
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('gives each visit its own Idempotency-Key and keeps it for every call of that visit', async () => {
    const { calls } = mockApi({ 'POST /api/orders': [503, { message: 'Busy' }] });
    const first = renderPlaceOrder();
    await act(async () => first.result.current.mutate(order));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    await act(async () => first.result.current.mutate(order));
    await waitFor(() => expect(calls).toHaveLength(2));
    first.unmount();
    const second = renderPlaceOrder();
    await act(async () => second.result.current.mutate(order));
    await waitFor(() => expect(calls).toHaveLength(3));

    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
