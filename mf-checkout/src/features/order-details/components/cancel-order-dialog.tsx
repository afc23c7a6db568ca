import { Button, Dialog, Flex, Text } from 'shared-ui/design';
import { shortOrderNumber } from 'shared-ui/format';
import type { Order } from 'shared-ui/types';

export interface CancelOrderDialogProps {
  order: Pick<Order, '_id' | 'isPaid'>;
  open: boolean;
  cancelling: boolean;
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before cancelling: the Dialog traps focus, and Escape or "Keep order" closes it. */
export function CancelOrderDialog({ order, open, cancelling, error, onConfirm, onClose }: CancelOrderDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={`Cancel order ${shortOrderNumber(order._id)}?`}>
      <Text as="p">
        The items go back on sale and the order cannot be restarted.{' '}
        {order.isPaid ? 'Your payment will be refunded.' : 'You will not be charged.'}
      </Text>
      {error && (
        <Text as="p" role="alert" tone="danger" weight="semibold">
          {error}
        </Text>
      )}
      <Flex gap="sm" wrap justify="end" mt="md">
        <Button variant="secondary" onClick={onClose}>
          Keep order
        </Button>
        <Button variant="danger" disabled={cancelling} onClick={onConfirm}>
          {cancelling ? 'Cancelling…' : 'Cancel order'}
        </Button>
      </Flex>
    </Dialog>
  );
}
