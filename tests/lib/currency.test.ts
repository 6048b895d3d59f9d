import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  currencySymbol,
  DEFAULT_ALL_CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_FRACTION_DIGITS,
  formatCurrency,
  isCurrencyCode,
  orderCurrencies,
} from '@/lib/currency';

describe('currencies', () => {
  it('supports USD, GEL, EUR and GBP', () => {
    expect(CURRENCIES).toEqual(['USD', 'GEL', 'EUR', 'GBP']);
  });

  it('lists all currencies in the default order GEL, USD, GBP, EUR', () => {
    expect(DEFAULT_ALL_CURRENCIES).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
  });

  it('defaults to EUR with 2 fraction digits', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(DEFAULT_FRACTION_DIGITS).toBe(2);
  });

  it('recognises only the supported codes', () => {
    expect(isCurrencyCode('GEL')).toBe(true);
    expect(isCurrencyCode('gel')).toBe(false);
    expect(isCurrencyCode('CHF')).toBe(false);
  });
});

describe('currency symbols', () => {
  it('maps EUR €, GBP £, GEL ₾, USD $', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', GBP: '£', GEL: '₾', USD: '$' });
    expect(currencySymbol('GEL')).toBe('₾');
  });

  it('falls back to the code itself for an unknown currency', () => {
    expect(currencySymbol('CHF')).toBe('CHF');
  });
});

describe('formatting an amount in a currency', () => {
  it('puts the symbol before a grouped amount with 2 fraction digits, EUR by default', () => {
    expect(formatCurrency(1234.5)).toBe('€1,234.50');
    expect(formatCurrency(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatCurrency(0, 'GEL')).toBe('₾0.00');
  });

  it('writes a negative amount with the minus before the symbol', () => {
    expect(formatCurrency(-5)).toBe('-€5.00');
    expect(formatCurrency(-1234.5, 'GBP')).toBe('-£1,234.50');
  });

  it('does not show a minus for an amount that rounds to zero', () => {
    expect(formatCurrency(-0.001)).toBe('€0.00');
  });

  it('honours the number of fraction digits', () => {
    expect(formatCurrency(1234.5, 'EUR', 0)).toBe('€1,235');
    expect(formatCurrency(1.23456, 'EUR', 3)).toBe('€1.235');
  });

  it('falls back to the default digits when the digit count is not a number', () => {
    expect(formatCurrency(1, 'EUR', Number.NaN)).toBe('€1.00');
  });

  it('separates an unknown code from the digits with a space', () => {
    expect(formatCurrency(10, 'CHF')).toBe('CHF 10.00');
  });

  it('renders a non-finite amount as empty text', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('starts with an optional minus and the symbol for any amount (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom(...CURRENCIES),
        (amount, code) => {
          const text = formatCurrency(amount, code);
          return text.replace(/^-/, '').startsWith(CURRENCY_SYMBOLS[code]) && /\.\d{2}$/.test(text);
        },
      ),
    );
  });
});

describe('ordering currencies', () => {
  it('sorts by the default all_currencies order', () => {
    expect(orderCurrencies(['EUR', 'USD', 'GEL', 'GBP'])).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
  });

  it('puts unknown codes last, keeping their relative order', () => {
    expect(orderCurrencies(['CHF', 'EUR', 'JPY', 'GEL'])).toEqual(['GEL', 'EUR', 'CHF', 'JPY']);
  });

  it('follows a custom order and does not mutate the input', () => {
    const input = ['GEL', 'EUR'] as const;
    expect(orderCurrencies(input, ['EUR', 'GEL'])).toEqual(['EUR', 'GEL']);
    expect(input).toEqual(['GEL', 'EUR']);
  });

  it('keeps the same codes, only reordered (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('GEL', 'USD', 'GBP', 'EUR', 'CHF', 'JPY')), (codes) => {
        const ordered = orderCurrencies(codes);
        return ordered.length === codes.length && [...ordered].sort().join() === [...codes].sort().join();
      }),
    );
  });
});
