import { StatusBadge } from 'shared-ui/design';

export function StockLine({ stock, lowStockBelow }: { stock: number; lowStockBelow: number }) {
  if (stock <= 0) return <StatusBadge status="out-of-stock" size="sm" />;
  return (
    <>
      <StatusBadge status="in-stock" size="sm" />
      {stock < lowStockBelow && ` Only ${stock} left`}
    </>
  );
}
