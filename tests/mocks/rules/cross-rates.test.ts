import { toCents } from '@/lib/cents';
import { ratesInto } from '@/mocks/rules/cross-rates';
import { convertByCurrency } from '@/lib/currency-totals';

// The mock's rates: units of each currency per euro.
const PER_EUR = [
  { currency: 'GEL', rate: 2.93, date: '2025-05-15' },
  { currency: 'USD', rate: 1.08, date: '2025-05-15' },
  { currency: 'GBP', rate: 0.85, date: '2025-05-14' },
  { currency: 'EUR', rate: 1, date: '2025-05-15' },
];

describe('cross rates from rates quoted against one base', () => {
  it('into the base: one over the quote, six decimals, rounded half up once', () => {
    expect(ratesInto('EUR', PER_EUR)).toEqual([
      { currency: 'GEL', rate: 0.341297, date: '2025-05-15' },
      { currency: 'USD', rate: 0.925926, date: '2025-05-15' },
      { currency: 'GBP', rate: 1.176471, date: '2025-05-14' },
    ]);
  });

  it('into another currency: target over source (2.93 / 1.08 = 2.712963), the older date', () => {
    expect(ratesInto('GEL', PER_EUR)).toEqual([
      { currency: 'USD', rate: 2.712963, date: '2025-05-15' },
      { currency: 'GBP', rate: 3.447059, date: '2025-05-14' },
      { currency: 'EUR', rate: 2.93, date: '2025-05-15' },
    ]);
  });

  it('finance.md §7: EUR 7,200 + USD 3,040 at 3.0000 / 2.7500 GEL ≈ 29,960.00 GEL, from per-euro quotes', () => {
    const perEur = [
      { currency: 'EUR', rate: 1, date: '2025-03-31' },
      { currency: 'GEL', rate: 3, date: '2025-03-31' },
      // 3 / 2.75 GEL: the dollar as a euro-based table would quote it.
      { currency: 'USD', rate: 1.090909, date: '2025-03-31' },
    ];
    const rates = ratesInto('GEL', perEur);
    expect(rates.find((rate) => rate.currency === 'USD')?.rate).toBe(2.75);
    expect(convertByCurrency({ EUR: toCents(7200), USD: toCents(3040) }, 'GEL', rates)?.cents).toBe(
      toCents(29960),
    );
  });

  it('nothing for a target without a quote; a zero quote is left out rather than divided by', () => {
    expect(ratesInto('CHF', PER_EUR)).toEqual([]);
    expect(ratesInto('EUR', [...PER_EUR, { currency: 'XXX', rate: 0, date: '2025-05-15' }])).toHaveLength(3);
  });
});
