import { StatusBadge } from 'shared-ui/design';

/** The rating, rounded to one decimal in both the text and its accessible name. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      ★ {rating.toFixed(1)}
    </span>
  );
}

export function StockLine({ stock, lowStockBelow }: { stock: number; lowStockBelow: number }) {
  if (stock <= 0) return <StatusBadge status="out-of-stock" size="sm" />;
  return (
    <>
      <StatusBadge status="in-stock" size="sm" />
      {stock < lowStockBelow && ` Only ${stock} left`}
    </>
  );
}
