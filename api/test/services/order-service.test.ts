import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { priceOrder } from '../../src/services/order-service.js';

describe('priceOrder (integer cents)', () => {
  it('adds items exactly, charges $10 shipping up to $100 and 15 % tax rounded half up', () => {
    assert.deepEqual(
      priceOrder([
        { priceCents: 1999, qty: 2 },
        { priceCents: 505, qty: 3 },
      ]),
      {
        itemsCents: 5513,
        shippingCents: 1000,
        taxCents: 827,
        totalCents: 7340,
      },
    );
  });

  it('ships free only when the items total is over $100', () => {
    assert.equal(priceOrder([{ priceCents: 10000, qty: 1 }]).shippingCents, 1000);
    assert.equal(priceOrder([{ priceCents: 10001, qty: 1 }]).shippingCents, 0);
  });

  it('rounds a half cent of tax up', () => {
    assert.equal(priceOrder([{ priceCents: 10, qty: 1 }]).taxCents, 2); // 1.5 → 2
    assert.equal(priceOrder([{ priceCents: 30, qty: 1 }]).taxCents, 5); // 4.5 → 5
    assert.equal(priceOrder([{ priceCents: 3, qty: 1 }]).taxCents, 0); // 0.45 → 0
  });
});
