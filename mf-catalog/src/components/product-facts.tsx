import { StatusBadge } from 'shared-ui/design';

/** In stock, out of stock, or, when few are left, one amber "Only N left" that fits the narrowest card. */
export function StockLine({ stock, lowStockBelow }: { stock: number; lowStockBelow: number }) {
  if (stock <= 0) return <StatusBadge status="out-of-stock" size="sm" />;
  if (stock < lowStockBelow) {
    return (
      <StatusBadge status="low-stock" size="sm">
        {`Only ${stock} left`}
      </StatusBadge>
    );
  }
  return <StatusBadge status="in-stock" size="sm" />;
}
