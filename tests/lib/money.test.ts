import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatCurrency } from '@/lib/currency';
import { cleanMoney, formatMoney, parseMoney } from '@/lib/money';

describe('cleaning formatted money', () => {
  it('strips whitespace, including non-breaking spaces', () => {
    expect(cleanMoney(' 1 234.50\u00a0')).toBe('1234.50');
  });

  it.each(['€', '£', '₾', '$', '¥', '₹'])('strips the currency symbol %s', (symbol) => {
    expect(cleanMoney(`${symbol}1,234.50`)).toBe('1,234.50');
  });

  it('strips the code GEL, with or without a space and in any case', () => {
    expect(cleanMoney('1,200.00 GEL')).toBe('1,200.00');
    expect(cleanMoney('1200GEL')).toBe('1200');
    expect(cleanMoney('gel 5')).toBe('5');
  });

  it('strips the USD, EUR and GBP codes too', () => {
    expect(cleanMoney('USD 1')).toBe('1');
    expect(cleanMoney('2 EUR')).toBe('2');
    expect(cleanMoney('GBP3')).toBe('3');
  });

  it('keeps digits, sign and separators', () => {
    expect(cleanMoney('-€1,234.50')).toBe('-1,234.50');
  });
});

describe('parsing money', () => {
  it('reads grouped amounts with or without a currency', () => {
    expect(parseMoney('1,234.50')).toBe(1234.5);
    expect(parseMoney('€1,234.50')).toBe(1234.5);
    expect(parseMoney('1 200 GEL')).toBe(1200);
    expect(parseMoney('-$5.00')).toBe(-5);
    expect(parseMoney('.5')).toBe(0.5);
  });

  it('gives null for empty or non-numeric text', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('€')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1.2.3')).toBeNull();
    expect(parseMoney('1-2')).toBeNull();
  });

  it('reads back what formatMoney and formatCurrency write (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom(undefined, 'GEL', 'USD', 'EUR', 'GBP'),
        (cents, code) => {
          const amount = cents / 100;
          return (
            parseMoney(formatMoney(amount, code)) === amount &&
            parseMoney(formatCurrency(amount, code)) === amount
          );
        },
      ),
    );
  });
});

describe('formatting money', () => {
  it('groups thousands and always shows 2 fraction digits', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
  });

  it('appends the currency code when one is given', () => {
    expect(formatMoney(1200, 'GEL')).toBe('1,200.00 GEL');
  });

  it('writes negative amounts with a leading minus, but not a rounded -0.00', () => {
    expect(formatMoney(-5)).toBe('-5.00');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('renders a non-finite amount as empty text', () => {
    expect(formatMoney(Number.NaN)).toBe('');
  });
});
