import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { itemRowStyles } from '../../../components/item-row-styles';
import { Button, QuantityStepper, StockNotes, Text, space } from 'shared-ui/design';
import { formatPrice } from 'shared-ui/format';
import { useCartActions, type CartLineCheck } from 'shared-ui/state';
import type { CartItem } from 'shared-ui/types';

const Line = styled.li`
  ${itemRowStyles}
  .side {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${space.sm};
  }
`;

/** One cart line; `check` is what the live stock re-check found for it, if anything. */
export function CartLine({ item, check }: { item: CartItem; check?: CartLineCheck }) {
  const { setQuantity, removeFromCart } = useCartActions();
  // Spec §5: minus stops at 1 and plus at the stock.
  const setQty = (qty: number) => setQuantity(item._id, qty);

  return (
    <Line data-blocked={check?.blocked ? 'true' : undefined}>
      <img src={item.image} alt={item.name} width={96} height={96} loading="lazy" />
      <div>
        <h2>
          <Link to={`/product/${item._id}`}>{item.name}</Link>
        </h2>
        <Text as="p" tone="muted" size="sm">
          {item.brand || 'Generic'}
        </Text>
        <p>{formatPrice(item.price)}</p>
        <StockNotes check={check} />
        {check?.blocked ? (
          <Text as="p" size="sm">
            Quantity {item.qty}
          </Text>
        ) : (
          <QuantityStepper value={item.qty} max={item.countInStock} onChange={setQty} itemName={item.name} />
        )}
      </div>
      <div className="side">
        <p>
          <Text tone="muted" size="sm">
            Subtotal{' '}
          </Text>
          <strong>{formatPrice(item.price * item.qty)}</strong>
        </p>
        <Button variant="outline" size="sm" aria-label={`Remove ${item.name}`} onClick={() => removeFromCart(item._id)}>
          Remove
        </Button>
      </div>
    </Line>
  );
}
