import type { Order } from 'shared-ui/types';

/** Spec §9: the overview shows 3 recent orders, the orders tab 5, the wishlist tab 4 items. */
export const RECENT_ORDERS_SHOWN = 3;
export const LATEST_ORDERS_SHOWN = 5;
export const WISHLIST_ITEMS_SHOWN = 4;

/**
 * What the shopper has paid, summed in whole cents so many orders add up to the cent. Unpaid orders
 * are left out: nothing was spent on them yet; so are cancelled ones: their money is owed back.
 */
export function totalSpent(orders: Order[]): number {
  const kept = orders.filter((order) => order.isPaid && order.status !== 'cancelled');
  const cents = kept.reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0);
  return cents / 100;
}

/** Units in an order, the way the orders tab counts items. */
export function itemCount(order: Order): number {
  return order.orderItems.reduce((sum, item) => sum + item.qty, 0);
}
