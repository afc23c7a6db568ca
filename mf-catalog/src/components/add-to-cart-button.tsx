import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize } from 'shared-ui/design';
import { useCartActions, useCartLine } from 'shared-ui/state';
import type { Product } from 'shared-ui/types';

export const ADD_TO_CART_DELAY_MS = 500;

/**
 * Spec §4: 'Adding...' for 500 ms, then the line's quantity goes up by one if the stock allows
 * (shared-ui's addToCart alerts otherwise); then In Cart. The accessible name is the visible text
 * followed by the product's name, so it contains what is seen (WCAG 2.5.3) and still tells cards apart.
 * aria-disabled rather than disabled while adding: the button keeps keyboard focus.
 */
export function AddToCartButton({ product, size = 'md' }: { product: Product; size?: ButtonSize }) {
  const inCart = useCartLine(product._id);
  const { addToCart } = useCartActions();
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onAdd = () => {
    if (adding) return;
    setAdding(true);
    timer.current = setTimeout(() => {
      setAdding(false);
      addToCart(product, 1);
    }, ADD_TO_CART_DELAY_MS);
  };

  const label = adding ? 'Adding...' : inCart ? 'In Cart' : 'Add to Cart';
  return (
    <Button
      variant={inCart ? 'success' : 'primary'}
      size={size}
      fullWidth
      onClick={onAdd}
      aria-disabled={adding || undefined}
      aria-label={`${label}: ${product.name}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
}
