import { useState } from 'react';
import { getErrorMessage } from 'shared-ui/api';
import { getCartProducts, useCartActions } from 'shared-ui/state';
import type { Order } from 'shared-ui/types';

export type BuyAgainOutcome =
  { status: 'idle' | 'pending' } | { status: 'done'; added: number; leftOut: string[] } | { status: 'error'; message: string };

/**
 * Buy again: reads the order's products as they are now (GET /api/products?ids=…) and puts the ones
 * still sold and in stock in the cart; the cart's live stock check then brings them to today's price and
 * stock and says what changed. Answers the names left out (gone or sold out).
 */
export function useBuyAgain(order: Pick<Order, 'orderItems'>) {
  const { addOrderAgain } = useCartActions();
  const [outcome, setOutcome] = useState<BuyAgainOutcome>({ status: 'idle' });

  const buyAgain = async (): Promise<BuyAgainOutcome> => {
    setOutcome({ status: 'pending' });
    try {
      const live = await getCartProducts([...new Set(order.orderItems.map((item) => item.product))]);
      const byId = new Map(live.map((product) => [product._id, product]));
      const available = order.orderItems.filter((item) => (byId.get(item.product)?.countInStock ?? 0) > 0);
      addOrderAgain(available.map((item) => ({ product: byId.get(item.product)!, qty: item.qty, pricePaid: item.price })));
      const leftOut = order.orderItems.filter((item) => !available.includes(item)).map((item) => item.name);
      const done: BuyAgainOutcome = { status: 'done', added: available.length, leftOut };
      setOutcome(done);
      return done;
    } catch (error) {
      const failed: BuyAgainOutcome = { status: 'error', message: getErrorMessage(error) };
      setOutcome(failed);
      return failed;
    }
  };
  return { buyAgain, outcome };
}
