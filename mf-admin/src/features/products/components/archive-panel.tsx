import { useState } from 'react';
import { Button, Card, Heading, Text } from 'shared-ui/design';
import { ConfirmDialog } from 'shared-ui/data-views';
import { formatDate } from 'shared-ui/format';
import type { AdminProduct } from 'shared-ui/types';
import { useSetProductArchived } from '../api/set-product-archived';

/** Archive instead of delete: the product leaves the shop; its orders and reviews keep their history. */
export function ArchivePanel({ product, onChanged }: { product: AdminProduct; onChanged: (product: AdminProduct) => void }) {
  const [confirming, setConfirming] = useState(false);
  const change = useSetProductArchived({
    onSuccess: (answer) => {
      setConfirming(false);
      onChanged(answer);
    },
  });
  const archived = product.archivedAt !== null;
  return (
    <Card as="section" padding="md" aria-labelledby="archive-heading">
      <Heading id="archive-heading" mt="none">
        {archived ? 'Archived' : 'On sale'}
      </Heading>
      {archived ? (
        <>
          <Text as="p" mt="none">
            Archived on {formatDate(product.archivedAt)}: shoppers no longer find it. Its orders and reviews are kept.
          </Text>
          {change.status === 'error' && (
            <Text as="p" role="alert" tone="danger">
              {change.errorMessage}
            </Text>
          )}
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: product._id, archived: false })}
          >
            Put back on sale
          </Button>
        </>
      ) : (
        <>
          <Text as="p" mt="none">
            Archiving takes it out of the listing, search and suggestions. Nothing is deleted.
          </Text>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Archive product
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Archive ${product.name}?`}
            confirmLabel="Archive"
            cancelLabel="Keep on sale"
            pending={change.isPending}
            error={change.status === 'error' ? change.errorMessage : null}
            onConfirm={() => change.mutate({ id: product._id, archived: true })}
            onCancel={() => setConfirming(false)}
          >
            <Text as="p" mt="none">
              Shoppers will no longer see it. Past orders and reviews keep it, and you can put it back on sale later.
            </Text>
          </ConfirmDialog>
        </>
      )}
    </Card>
  );
}
