import { priceOrder, toCents, toDollars } from './pricing';

const inDollars = (prices: { price: number; qty: number }[]) => {
  const cents = priceOrder(prices.map((line) => ({ priceCents: toCents(line.price), qty: line.qty })));
  return {
    itemsPrice: toDollars(cents.itemsCents),
    shippingPrice: toDollars(cents.shippingCents),
    taxPrice: toDollars(cents.taxCents),
    totalPrice: toDollars(cents.totalCents),
  };
};

describe('order pricing (spec §9, integer cents)', () => {
  it('adds items exactly, charges $10 shipping up to $100 and 15 % tax rounded half up', () => {
    expect(
      priceOrder([
        { priceCents: 1999, qty: 2 },
        { priceCents: 505, qty: 3 },
      ]),
    ).toEqual({ itemsCents: 5513, shippingCents: 1000, taxCents: 827, totalCents: 7340 });
  });

  it('charges shipping on $97.49: $97.49 + $10.00 + $14.62 tax = $122.11', () => {
    expect(inDollars([{ price: 97.49, qty: 1 }])).toEqual({
      itemsPrice: 97.49,
      shippingPrice: 10,
      taxPrice: 14.62,
      totalPrice: 122.11,
    });
  });

  it('still charges shipping at exactly $100.00: $100.00 + $10.00 + $15.00 = $125.00', () => {
    expect(inDollars([{ price: 100, qty: 1 }])).toEqual({ itemsPrice: 100, shippingPrice: 10, taxPrice: 15, totalPrice: 125 });
  });

  it('ships free over $100: $100.48 + $0.00 + $15.07 tax = $115.55', () => {
    expect(inDollars([{ price: 100.48, qty: 1 }])).toEqual({
      itemsPrice: 100.48,
      shippingPrice: 0,
      taxPrice: 15.07,
      totalPrice: 115.55,
    });
  });

  it('ships free from one cent over $100', () => {
    expect(priceOrder([{ priceCents: 10000, qty: 1 }]).shippingCents).toBe(1000);
    expect(priceOrder([{ priceCents: 10001, qty: 1 }]).shippingCents).toBe(0);
  });

  it('rounds a half cent of tax up and less than half down', () => {
    expect(priceOrder([{ priceCents: 10, qty: 1 }]).taxCents).toBe(2); // 1.5 → 2
    expect(priceOrder([{ priceCents: 30, qty: 1 }]).taxCents).toBe(5); // 4.5 → 5
    expect(priceOrder([{ priceCents: 3, qty: 1 }]).taxCents).toBe(0); // 0.45 → 0
  });

  it('does not fall into float traps: $0.10 + $0.20 is $0.30, 3 × $1.10 is $3.30 with $0.50 tax', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the traps themselves, so these cases mean something
    expect(1.1 * 3).not.toBe(3.3);
    expect(
      inDollars([
        { price: 0.1, qty: 1 },
        { price: 0.2, qty: 1 },
      ]).itemsPrice,
    ).toBe(0.3);
    // 15 % of $3.30 is $0.495: half a cent, rounded up; float arithmetic gives $0.49.
    expect(inDollars([{ price: 1.1, qty: 3 }])).toEqual({ itemsPrice: 3.3, shippingPrice: 10, taxPrice: 0.5, totalPrice: 13.8 });
  });

  it('rounds 15 % of $1.50 ($0.225) up to $0.23, where float arithmetic gives $0.22', () => {
    expect(Math.round(1.5 * 0.15 * 100) / 100).toBe(0.22);
    expect(inDollars([{ price: 1.5, qty: 1 }]).taxPrice).toBe(0.23);
  });

  it('keeps a float-noisy price to its cent: $4.35 × 100 is 435 cents', () => {
    expect(4.35 * 100).not.toBe(435);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(1.15)).toBe(115);
  });

  it('prices an empty order as shipping only', () => {
    expect(priceOrder([])).toEqual({ itemsCents: 0, shippingCents: 1000, taxCents: 0, totalCents: 1000 });
  });
});
