import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CURRENCIES, formatCurrency } from '@/lib/currency';
import { filterDecimalPlaces } from '@/lib/input-filters';
import {
  centsFromMoneyText,
  filterMoney,
  formatMoney,
  MAX_MONEY_INTEGER_DIGITS,
  moneyTextFromCents,
} from '@/lib/money';

// Text a person might type or paste into an amount field.
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', '€', '$', 'G', 'E', 'L', '-') }),
);

// Amounts up to the field's limit, in cents.
const cents = fc.integer({ min: 0, max: 10 ** (MAX_MONEY_INTEGER_DIGITS + 2) - 1 });

describe('decimal inputs with a fixed precision', () => {
  it('keep at most the given decimals and whole digits, dropping the rest', () => {
    expect(filterDecimalPlaces('12.345', 2)).toBe('12.34');
    expect(filterDecimalPlaces('1.2.3', 2)).toBe('1.23');
    expect(filterDecimalPlaces('12345.6', 2, 3)).toBe('123.6');
    expect(filterDecimalPlaces('5.5', 0)).toBe('5');
  });

  it('give digits and at most one dot with few enough decimals, and are idempotent (property)', () => {
    fc.assert(
      fc.property(typed, fc.nat({ max: 4 }), (input, places) => {
        const out = filterDecimalPlaces(input, places);
        const [, fraction = ''] = out.split('.');
        return (
          /^\d*(\.\d*)?$/.test(out) && fraction.length <= places && filterDecimalPlaces(out, places) === out
        );
      }),
    );
  });
});

describe('money inputs', () => {
  it('strip pasted formatting: "1,234.50 GEL" and "€ 1 234.50" give 123450 cents', () => {
    expect(filterMoney('1,234.50 GEL')).toBe('1234.50');
    expect(filterMoney('€ 1 234.50')).toBe('1234.50');
    expect(centsFromMoneyText(filterMoney('1,234.50 GEL'))).toBe(123450);
    expect(centsFromMoneyText(filterMoney('€\u00a01\u00a0234.50'))).toBe(123450);
  });

  it('take two decimals at most', () => {
    expect(filterMoney('10.999')).toBe('10.99');
  });

  it('hand the form null when empty or a lone dot', () => {
    expect(centsFromMoneyText('')).toBeNull();
    expect(centsFromMoneyText('.')).toBeNull();
    expect(centsFromMoneyText('5.')).toBe(500);
    expect(centsFromMoneyText('.5')).toBe(50);
  });

  it('show grouped amounts once left and plain ones while edited', () => {
    expect(moneyTextFromCents(123450)).toBe('1,234.50');
    expect(moneyTextFromCents(123450, { grouped: false })).toBe('1234.50');
    expect(moneyTextFromCents(null)).toBe('');
  });

  it('read back exactly the cents they show, grouped or plain (property)', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (amount, grouped) => {
        const shown = moneyTextFromCents(amount, { grouped });
        return centsFromMoneyText(filterMoney(shown)) === amount;
      }),
    );
  });

  it('read pasted amounts formatted with any currency (property)', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...CURRENCIES), (amount, code) => {
        const pasted = [formatMoney(amount / 100, code), formatCurrency(amount / 100, code)];
        return pasted.every((text) => centsFromMoneyText(filterMoney(text)) === amount);
      }),
    );
  });

  it('always give whole cents within the exact integer range (property)', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const result = centsFromMoneyText(filterMoney(input));
        return result === null || (Number.isSafeInteger(result) && result >= 0);
      }),
    );
  });
});
