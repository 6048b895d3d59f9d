import { describe, expect, it } from 'vitest';

import {
  addByCurrency,
  convertByCurrency,
  formatByCurrency,
  subtractByCurrency,
  sumByCurrency,
} from '@/lib/currency-totals';

describe('sums per currency', () => {
  it('never adds two currencies together', () => {
    const totals = sumByCurrency([
      { currency: 'EUR', cents: 720_000 },
      { currency: 'USD', cents: 304_000 },
      { currency: 'EUR', cents: 100 },
    ]);
    expect(totals).toEqual({ EUR: 720_100, USD: 304_000 });
  });

  it('adds and subtracts currency by currency', () => {
    expect(addByCurrency({ EUR: 1 }, { EUR: 2, GEL: 3 })).toEqual({ EUR: 3, GEL: 3 });
    expect(subtractByCurrency({ EUR: 576_000 }, { EUR: 720_000 })).toEqual({ EUR: -144_000 });
  });

  it('is written one currency after another, in the app order', () => {
    expect(formatByCurrency({ EUR: 720_000, USD: 304_000 })).toBe('3,040.00 USD · 7,200.00 EUR');
    expect(formatByCurrency({ EUR: 720_000, USD: 304_000 }, ['EUR', 'USD'])).toBe(
      '7,200.00 EUR · 3,040.00 USD',
    );
    expect(formatByCurrency({})).toBe('');
  });
});

describe('one figure across currencies', () => {
  const rates = [
    { currency: 'EUR', rate: 3, date: '2025-03-31' },
    { currency: 'USD', rate: 2.75, date: '2025-03-31' },
  ];

  it('comes only from an explicit conversion, with the rates used', () => {
    const converted = convertByCurrency({ EUR: 720_000, USD: 304_000 }, 'GEL', rates);
    expect(converted).toEqual({ currency: 'GEL', cents: 2_996_000, rates });
  });

  it('keeps amounts already in the target currency as they are', () => {
    expect(convertByCurrency({ GEL: 100, EUR: 100 }, 'GEL', rates)?.cents).toBe(400);
  });

  it('is refused when a rate is missing, rather than summing only part', () => {
    expect(convertByCurrency({ EUR: 1, GBP: 1 }, 'GEL', rates)).toBeNull();
  });
});
