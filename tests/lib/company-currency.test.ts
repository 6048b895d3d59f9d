import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { convertQuotedCents, convertReportRow, ratesDateOf, toCompanyCurrency } from '@/lib/company-currency';
import { convertByCurrency } from '@/lib/currency-totals';
import { buildReportRow } from '@/lib/revenue-report';

const on = (currency: string, rate: number, date = '2025-05-15') => ({ currency, rate, date });

describe('figures in the company currency', () => {
  it('EUR 7,200 + USD 3,040 at 3.0000 / 2.7500 GEL give ≈ 29,960.00 GEL (finance.md §7)', () => {
    // Quoted against one base as currency-rates quotes them: 33 GEL = 11 EUR = 12 USD.
    const quotes = [on('GEL', 33), on('EUR', 11), on('USD', 12, '2025-05-14')];
    const totals = { EUR: toCents(7200), USD: toCents(3040) };
    const converted = toCompanyCurrency(totals, 'GEL', quotes);
    expect(converted?.cents).toBe(toCents(29_960));
    // The same as the rates written "GEL per unit".
    expect(convertByCurrency(totals, 'GEL', [on('EUR', 3), on('USD', 2.75)])?.cents).toBe(converted?.cents);
    expect(ratesDateOf(converted?.rates ?? [])).toBe('2025-05-15');
  });

  it('converts at the ratio of the quotes, rounded once: 2,930.00 GEL at 2.93 per euro is 1,000.00 EUR', () => {
    const perEuro = [on('EUR', 1), on('GEL', 2.93)];
    expect(toCompanyCurrency({ GEL: toCents(2930) }, 'EUR', perEuro)?.cents).toBe(toCents(1000));
    // 100.00 GEL = 34.129692… EUR → 34.13.
    expect(convertQuotedCents(10_000, on('GEL', 2.93), on('EUR', 1))).toBe(3413);
    // Large amounts stay exact: 100,000,000.00 GEL.
    expect(convertQuotedCents(toCents(293_000_000), on('GEL', 2.93), on('EUR', 1))).toBe(
      toCents(100_000_000),
    );
  });

  it('needs no rate for the company currency itself, and gives nothing when a rate is missing', () => {
    expect(toCompanyCurrency({ EUR: 500 }, 'EUR', [])).toEqual({ currency: 'EUR', cents: 500, rates: [] });
    expect(toCompanyCurrency({ GBP: 500 }, 'EUR', [on('EUR', 1)])).toBeNull();
  });

  it('converts a report row amount by amount, keeping its percentage', () => {
    const row = buildReportRow({
      id: 1,
      title: 'Atlas',
      year: 2025,
      currency: 'EUR',
      closedThrough: '2025-03',
      forecastByMonth: new Map([['2025-03', toCents(7200)]]),
      invoices: [],
    });
    const converted = convertReportRow(row, 'GEL', [on('EUR', 1), on('GEL', 3)]);
    expect(converted?.row.months.March.forecast).toEqual({ GEL: toCents(21_600) });
    expect(converted?.row.delta).toMatchObject({
      total: { GEL: toCents(-21_600) },
      percentage: -100,
      other: { other: { GEL: toCents(-21_600) } },
    });
    expect(convertReportRow(row, 'GBP', [on('EUR', 1)])).toBeNull();
  });
});
