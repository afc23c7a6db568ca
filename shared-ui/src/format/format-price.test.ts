import { formatListingTotal, formatPrice } from 'shared-ui/format';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatPrice', () => {
  it('writes en-US dollars with two decimals and thousands separators', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice(19.9)).toBe('$19.90');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(-10)).toBe('-$10.00');
  });

  it('rounds and signs every amount exactly as Intl.NumberFormat does', () => {
    const amounts = [0.005, 0.015, 0.125, 0.285, 1.005, 1.255, 2.675, 999.995, 1000, 99999.999, -0, -0.001, -0.005, -1234.565];
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 20000; i++) {
      const scale = 10 ** Math.floor(random() * 13);
      const decimals = Math.floor(random() * 7);
      amounts.push(Number(((random() - 0.2) * scale).toFixed(decimals)));
    }
    for (const amount of amounts) expect([amount, formatPrice(amount)]).toEqual([amount, intl.format(amount)]);
  });

  it('hands amounts it cannot write plainly to Intl', () => {
    expect(formatPrice(1e21)).toBe(intl.format(1e21));
    expect(formatPrice(Number.NaN)).toBe(intl.format(Number.NaN));
  });
});

describe('formatListingTotal', () => {
  it('groups a bounded total and marks it with "+"', () => {
    expect(formatListingTotal({ total: 1000, totalIsEstimate: true })).toBe('1,000+');
    expect(formatListingTotal({ total: 12000, totalIsEstimate: true })).toBe('12,000+');
    expect(formatListingTotal({ total: 999, totalIsEstimate: false })).toBe('999');
  });
});
