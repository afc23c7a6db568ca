import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Flex, FormField, Heading, Text, formFieldStyles } from 'shared-ui/design';
import type { AdminProduct } from 'shared-ui/types';
import { useAdjustStock } from '../api/adjust-stock';

const Form = styled(Card)`
  ${formFieldStyles}
  input {
    width: 100%;
  }
  && button[type='submit'] {
    margin-top: 0;
  }
`;

/** Stock goes up or down by an amount with a reason, which the audit log keeps. */
export function StockAdjustment({ product, onAdjusted }: { product: AdminProduct; onAdjusted: (product: AdminProduct) => void }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjustStock({
    onSuccess: (answer) => {
      setDone(`Stock is now ${answer.countInStock}.`);
      setDelta('');
      setReason('');
      onAdjusted(answer);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: typeof errors = {};
    if (!/^[-+]?\d{1,7}$/.test(delta.trim()) || Number(delta) === 0)
      found.delta = 'Change must be a whole number other than 0 (negative takes away)';
    if (!reason.trim()) found.reason = 'Say why the stock changes';
    setErrors(found);
    if (Object.keys(found).length === 0) adjust.mutate({ id: product._id, delta: Number(delta), reason: reason.trim() });
  };

  return (
    <Form as="form" padding="md" onSubmit={submit} noValidate aria-labelledby="stock-heading">
      <Heading as="h2" id="stock-heading" mt="none">
        Stock
      </Heading>
      <Text as="p" mt="none">
        In stock: <strong>{product.countInStock}</strong>
      </Text>
      <Flex direction="column" gap="sm">
        <FormField label="Change by" hint="12 adds, -3 takes away" error={errors.delta}>
          {(field) => <input {...field} inputMode="numeric" value={delta} onChange={(event) => setDelta(event.target.value)} />}
        </FormField>
        <FormField label="Reason" error={errors.reason}>
          {(field) => <input {...field} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
        </FormField>
        {adjust.status === 'error' && (
          <Text as="p" role="alert" tone="danger" mt="none" mb="none">
            {adjust.errorMessage}
          </Text>
        )}
        <Flex align="center" gap="md" wrap>
          <Button type="submit" variant="outline" disabled={adjust.isPending}>
            Adjust stock
          </Button>
          <Text role="status" tone="success">
            {done}
          </Text>
        </Flex>
      </Flex>
    </Form>
  );
}
