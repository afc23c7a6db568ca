import { Fragment, type Ref } from 'react';
import styled from 'styled-components';
import { formatPrice } from 'shared-ui/format';
import { TAX_PERCENT } from 'shared-ui/pricing';
import { space } from './theme-tokens';

export const ORDER_TOTALS_SIZES = ['md', 'lg'] as const;
export type OrderTotalsSize = (typeof ORDER_TOTALS_SIZES)[number];

/** lg: the total stands out more and more room follows (the cart, where the summary is the page's point). */
const sizes = {
  md: { totalSize: 'inherit', gapAfter: space.md },
  lg: { totalSize: '1.15rem', gapAfter: space.lg },
} as const satisfies Record<OrderTotalsSize, { totalSize: string; gapAfter: string }>;

const List = styled.dl<{ $size: OrderTotalsSize }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.sm};
  margin: 0 0 ${({ $size }) => sizes[$size].gapAfter};
  dd {
    margin: 0;
    text-align: right;
  }
  [data-row='total'] {
    font-weight: 700;
    font-size: ${({ $size }) => sizes[$size].totalSize};
  }
`;

/** An amount in dollars (written as money), or a text shown as it is ("Free", "Calculated at checkout", a count). */
export type OrderFigure = number | string;

export const ORDER_TOTALS_ROWS = ['items', 'shipping', 'tax', 'total'] as const;
export type OrderTotalsRow = (typeof ORDER_TOTALS_ROWS)[number];
// The tax row names its rate, so a shopper sees what the 15 % added at checkout is.
const DEFAULT_LABELS = {
  items: 'Items',
  shipping: 'Shipping',
  tax: `Tax (${TAX_PERCENT}%)`,
  total: 'Total',
} as const satisfies Record<OrderTotalsRow, string>;

export interface OrderTotalsProps {
  /** The items' subtotal, or what the row should say instead (the cart shows its item count). */
  items: OrderFigure;
  shipping: OrderFigure;
  tax: OrderFigure;
  total: OrderFigure;
  /** Row labels in place of Items, Shipping, Tax and Total ("Shipping (estimate)", "Order Total"). */
  labels?: Partial<Record<OrderTotalsRow, string>>;
  /** md (the default) or lg, with a larger total. */
  size?: OrderTotalsSize;
  ref?: Ref<HTMLDListElement>;
}

/**
 * An order's figures as a description list: items, shipping, tax and total, amounts right-aligned.
 * It computes nothing: the caller passes the server's figures (or the cart's preview of them).
 */
export function OrderTotals({ labels, size = 'md', ref, ...figures }: OrderTotalsProps) {
  return (
    <List ref={ref} $size={size} data-size={size}>
      {ORDER_TOTALS_ROWS.map((row) => {
        const figure = figures[row];
        return (
          <Fragment key={row}>
            <dt data-row={row}>{labels?.[row] ?? DEFAULT_LABELS[row]}</dt>
            <dd data-row={row}>{typeof figure === 'number' ? formatPrice(figure) : figure}</dd>
          </Fragment>
        );
      })}
    </List>
  );
}
