import type { AuditAction } from 'shared-ui/admin-constants';

/** Each action in words, as the log's "What" column says it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.pay': 'Marked an order paid',
  'order.deliver': 'Marked an order delivered',
  'order.cancel': 'Cancelled an order',
  'product.create': 'Created a product',
  'product.update': 'Edited a product',
  'product.stock': 'Adjusted stock',
  'product.archive': 'Archived a product',
  'product.unarchive': 'Put a product back on sale',
  'review.hide': 'Hid a review',
  'review.unhide': 'Showed a review again',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Fields that say nothing to a reader of the log (they change with every write). */
const NOISE = new Set(['updatedAt', 'timeline']);

/**
 * The fields that changed between `before` and `after`, as "price: 19.99 → 24.99" lines; a create
 * lists what was set. A stock adjustment's reason is in `after`.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  if (!isRecord(after)) return [];
  const previous = isRecord(before) ? before : {};
  return Object.keys(after)
    .filter((key) => !NOISE.has(key) && JSON.stringify(previous[key]) !== JSON.stringify(after[key]))
    .map((key) => (key in previous ? `${key}: ${shown(previous[key])} → ${shown(after[key])}` : `${key}: ${shown(after[key])}`));
}
