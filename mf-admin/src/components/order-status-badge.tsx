import { Badge, type BadgeTone } from 'shared-ui/design';
import type { AdminOrderSummary } from 'shared-ui/types';

type OrderStatus = AdminOrderSummary['status'];

/** How each order status reads and looks; the words always say it, the colour only helps. */
export const ORDER_STATUS_BADGES = {
  awaiting_payment: { tone: 'warning', label: 'Awaiting payment' },
  paid: { tone: 'primary', label: 'Paid' },
  delivered: { tone: 'success', label: 'Delivered' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
} as const satisfies Record<OrderStatus, { tone: BadgeTone; label: string }>;

export function OrderStatusBadge({ status, refundPending = false }: { status: OrderStatus; refundPending?: boolean }) {
  const { tone, label } = ORDER_STATUS_BADGES[status];
  return (
    <>
      <Badge tone={tone} size="sm" data-status={status}>
        {label}
      </Badge>
      {refundPending && (
        <>
          {' '}
          <Badge tone="neutral" size="sm">
            Refund pending
          </Badge>
        </>
      )}
    </>
  );
}
