/**
 * The back office's constants, without TypeBox, so the admin slice's bundle can import the values
 * (`shared-ui/admin-constants`) while its types come from the schemas in admin.ts.
 */
import { SORTS } from './pricing.js';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** A product with fewer than this many in stock is "low stock" (dashboard, the product table's filter). */
export const LOW_STOCK_BELOW = 5;

export const ADMIN_ORDER_STATUSES = ['awaiting_payment', 'paid', 'delivered', 'cancelled'] as const;
export const ADMIN_PRODUCT_STATES = ['active', 'archived', 'all'] as const;
export const ADMIN_PRODUCT_SORTS = [...SORTS, 'stock_asc', 'stock_desc', 'updated'] as const;
export const ADMIN_REVIEW_STATES = ['visible', 'hidden', 'all'] as const;
export const ADMIN_CUSTOMER_STATES = ['active', 'disabled', 'all'] as const;

export const AUDIT_ENTITY_TYPES = ['order', 'product', 'review', 'user'] as const;
export const AUDIT_ACTIONS = [
  'order.pay',
  'order.deliver',
  'order.cancel',
  'product.create',
  'product.update',
  'product.stock',
  'product.archive',
  'product.unarchive',
  'review.hide',
  'review.unhide',
  'user.disable',
  'user.enable',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Characters of the id that make the short order number shoppers see (mf-account shows the last 8). */
export const ORDER_NUMBER_LENGTH = 8;

/**
 * The short order number shoppers and staff see on every screen ("Order #1A2B3C4D"): the id's last 8
 * characters, upper case; search takes it in any case, with or without '#'.
 */
export function orderNumber(orderId: string): string {
  return orderId.slice(-ORDER_NUMBER_LENGTH).toUpperCase();
}
