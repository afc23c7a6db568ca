import { describeChange } from './describe-change';

describe('describeChange', () => {
  it('lists the fields an edit changed, before and after', () => {
    expect(
      describeChange({ price: 24.99, name: 'Shoes', updatedAt: 'a' }, { price: 19.99, name: 'Shoes', updatedAt: 'b' }),
    ).toEqual(['price: 24.99 → 19.99']);
  });

  it('lists what a create set, and a stock reason', () => {
    expect(describeChange(null, { name: 'Shoes' })).toEqual(['name: Shoes']);
    expect(describeChange({ countInStock: 8 }, { countInStock: 20, reason: 'Delivery' })).toEqual([
      'countInStock: 8 → 20',
      'reason: Delivery',
    ]);
  });
});
