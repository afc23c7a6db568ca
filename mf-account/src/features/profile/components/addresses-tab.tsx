import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Dialog, EmptyState, ErrorPanel, Flex, Grid, Text, space } from 'shared-ui/design';
import type { Address } from 'shared-ui/types';
import { FormMessage, type FormOutcome } from '../../../components/form-message';
import { useAddresses, useChooseDefaultAddress, useDeleteAddress } from '../api/address-book';
import { AddressForm } from './address-form';
import { SkeletonRows } from './skeleton-rows';

const AddressCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  overflow-wrap: anywhere;
  address {
    font-style: normal;
    line-height: 1.5;
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs} ${space.sm};
    font-weight: 700;
    margin: 0;
  }
`;

const List = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.lg};
`;

/** "Editing" is an address id, "new" the add form, null nothing open. */
type Editing = string | 'new' | null;

/**
 * The address book (issue 25): the addresses the shipping step offers. Add, edit, delete (after a
 * confirmation) and choose the default; the server keeps it, so it follows the shopper to any device.
 */
export function AddressesTab() {
  const book = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const afterChange = (text: string) => {
    setOutcome({ tone: 'success', text });
    book.refetch();
  };
  const chooseDefault = useChooseDefaultAddress({
    onSuccess: (address) => afterChange(`${address.fullName}, ${address.address} is now your default address`),
    onError: (_error, message) => setOutcome({ tone: 'danger', text: message }),
  });
  const remove = useDeleteAddress({
    onSuccess: () => {
      setDeleting(null);
      afterChange('Address deleted');
    },
  });

  if (book.status === 'pending') return <SkeletonRows count={2} label="Loading your addresses" />;
  if (book.status === 'error') return <ErrorPanel title="Could not load your addresses" message={book.errorMessage} />;
  const addresses = book.data;

  return (
    <>
      <h2>Addresses</h2>
      <Text as="p" tone="muted">
        Addresses you save here are offered at checkout, with your default chosen.
      </Text>
      <FormMessage outcome={outcome} />
      {addresses.length === 0 && editing !== 'new' && (
        <EmptyState
          title="No saved addresses yet"
          description="Add one here, or tick “Save this address” at checkout."
          action={<Button onClick={() => setEditing('new')}>Add address</Button>}
        />
      )}
      {addresses.length > 0 && (
        <List minItemWidth="min(100%, 280px)" gap="md">
          {addresses.map((address) =>
            editing === address._id ? (
              <AddressCard key={address._id}>
                <AddressForm
                  address={address}
                  onSaved={() => {
                    setEditing(null);
                    afterChange('Address saved');
                  }}
                  onCancel={() => setEditing(null)}
                />
              </AddressCard>
            ) : (
              <AddressCard key={address._id} aria-label={`${address.fullName}, ${address.address}`}>
                <p className="name">
                  {address.fullName}
                  {address.isDefault && (
                    <Badge size="sm" tone="primary">
                      Default
                    </Badge>
                  )}
                </p>
                <address>
                  {address.address}
                  <br />
                  {address.city} {address.postalCode}
                  <br />
                  {address.country}
                </address>
                <Flex gap="sm" wrap>
                  <Button size="sm" variant="outline" onClick={() => setEditing(address._id)}>
                    Edit
                  </Button>
                  {!address.isDefault && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={chooseDefault.isPending}
                      onClick={() => chooseDefault.mutate(address._id)}
                    >
                      Make default
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(address)}>
                    Delete
                  </Button>
                </Flex>
              </AddressCard>
            ),
          )}
        </List>
      )}
      {editing === 'new' ? (
        <Card>
          <AddressForm
            onSaved={() => {
              setEditing(null);
              afterChange('Address saved');
            }}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : (
        addresses.length > 0 && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add address
          </Button>
        )
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete this address?">
        {deleting && (
          <Text as="p">
            {deleting.fullName}, {deleting.address}, {deleting.city} will no longer be offered at checkout.
            {deleting.isDefault && ' Your newest other address becomes the default.'}
          </Text>
        )}
        {remove.status === 'error' && (
          <Text as="p" role="alert" tone="danger" weight="semibold">
            {remove.errorMessage}
          </Text>
        )}
        <Flex gap="sm" wrap justify="end" mt="md">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Keep address
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting._id)}>
            {remove.isPending ? 'Deleting…' : 'Delete address'}
          </Button>
        </Flex>
      </Dialog>
    </>
  );
}
