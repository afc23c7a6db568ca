import { aProduct } from 'shared-ui/testing';
import type { CartItem } from '../types';
import { checkCartAgainstStock } from './cart-stock-check';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  ...aProduct({ _id: 'p1', name: 'Lamp', price: 40, countInStock: 5 }),
  qty: 2,
  ...overrides,
});

describe('checkCartAgainstStock', () => {
  it('leaves a line whose product is unchanged as it is and says nothing about it', () => {
    const item = line();
    const { items, checks } = checkCartAgainstStock([item], [{ ...item }]);
    expect(items).toEqual([item]);
    expect(checks).toEqual({});
  });

  it('flags a line whose product is gone and keeps it so the shopper sees what went', () => {
    const item = line();
    const { items, checks } = checkCartAgainstStock([item], []);
    expect(items).toEqual([item]);
    expect(checks).toEqual({ p1: { blocked: 'gone', qtyLowered: null, priceChanged: null } });
  });

  it('flags a line whose product has no stock left, keeping its quantity', () => {
    const item = line();
    const { items, checks } = checkCartAgainstStock([item], [{ ...item, countInStock: 0 }]);
    expect(items).toEqual([{ ...item, countInStock: 0 }]);
    expect(checks).toEqual({ p1: { blocked: 'out-of-stock', qtyLowered: null, priceChanged: null } });
  });

  it('lowers a quantity above the stock now left to that stock', () => {
    const item = line({ qty: 4 });
    const { items, checks } = checkCartAgainstStock([item], [{ ...item, countInStock: 3 }]);
    expect(items).toEqual([{ ...item, countInStock: 3, qty: 3 }]);
    expect(checks).toEqual({ p1: { blocked: null, qtyLowered: { from: 4, to: 3 }, priceChanged: null } });
  });

  it('keeps a quantity that still fits a smaller stock, with the new stock as its limit', () => {
    const item = line({ qty: 2 });
    const { items, checks } = checkCartAgainstStock([item], [{ ...item, countInStock: 2 }]);
    expect(items).toEqual([{ ...item, countInStock: 2 }]);
    expect(checks).toEqual({});
  });

  it('replaces a changed price and reports the old and new price', () => {
    const item = line({ price: 40 });
    const { items, checks } = checkCartAgainstStock([item], [{ ...item, price: 44.5 }]);
    expect(items).toEqual([{ ...item, price: 44.5 }]);
    expect(checks).toEqual({ p1: { blocked: null, qtyLowered: null, priceChanged: { from: 40, to: 44.5 } } });
  });

  it('reports a lowered quantity and a price change on the same line together', () => {
    const item = line({ qty: 5, price: 10 });
    const { checks } = checkCartAgainstStock([item], [{ ...item, price: 9, countInStock: 1 }]);
    expect(checks.p1).toEqual({ blocked: null, qtyLowered: { from: 5, to: 1 }, priceChanged: { from: 10, to: 9 } });
  });

  it('checks each line on its own, in the cart order', () => {
    const lamp = line();
    const rug = line({ _id: 'p2', name: 'Rug', qty: 1 });
    const { items, checks } = checkCartAgainstStock([lamp, rug], [{ ...rug, countInStock: 0 }, lamp]);
    expect(items.map((item) => item._id)).toEqual(['p1', 'p2']);
    expect(Object.keys(checks)).toEqual(['p2']);
  });
});
