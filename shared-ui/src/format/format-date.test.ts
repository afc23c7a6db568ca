import { formatDate } from './index';

// Dates across every month, both sides of midnight UTC, leap days and far years.
const SAMPLES = [
  '2026-11-25T16:08:40.000Z',
  '2026-01-01T00:00:00.000Z',
  '2025-12-31T23:59:59.999Z',
  '2024-02-29T12:00:00.000Z',
  '1999-07-04T03:30:00.000Z',
  '2100-06-15T21:45:00.000Z',
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 28, 11)).toISOString()),
];

describe('formatDate', () => {
  it.each(SAMPLES)('writes %s as en-US toLocaleDateString does, in this time zone', (iso) => {
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));
  });

  it.each(SAMPLES)('writes %s as en-US toLocaleDateString does in UTC', (iso) => {
    expect(formatDate(iso, { utc: true })).toBe(
      new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    );
  });

  it('writes a day the shopper can read', () => {
    expect(formatDate('2026-11-25T16:08:40.000Z', { utc: true })).toBe('Nov 25, 2026');
  });

  it('writes nothing for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
