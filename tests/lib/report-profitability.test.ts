import { describe, expect, it } from 'vitest';
import { toCents } from '@/lib/cents';
import { costFromMonths, marginOf, profitabilityOf, salaryShares, sumCosts } from '@/lib/report-cost';
import { convertReportRows } from '@/lib/report-currency';
import { buildReportRow } from '@/lib/revenue-report';

// finance.md §4 and §7: March 2025 revenue 5,760.00 EUR ≈ 17,280.00 GEL at 3.0000, Ana's salary
// 6,000.00 GEL → profit 11,280.00, margin 65.28 %; forecast 21,600.00 − 6,000.00 = 15,600.00, 72.22 %.

const rates = [
  { currency: 'EUR', rate: 1, date: '2025-05-15' },
  { currency: 'GEL', rate: 3, date: '2025-05-15' },
];

const atlasMarch = buildReportRow({
  id: 1,
  title: 'Atlas',
  year: 2025,
  currency: 'EUR',
  closedThrough: '2025-03',
  forecastByMonth: new Map([['2025-03', toCents(7200)]]),
  invoices: [
    {
      month: '2025-03',
      type: 'hours',
      subtotal_cents: toCents(5760),
      lines: [{ minutes: 16 * 480, rate_cents: toCents(45) }],
      leave_minutes: { vacation: 3 * 480, sick_leave: 480, other: 0 },
      ref: {
        id: 1,
        number: 'INV-2025-0001',
        type: 'hours',
        period_from: '2025-03-01',
        period_to: '2025-03-31',
        currency: 'EUR',
        subtotal_cents: toCents(5760),
        total_cents: toCents(5760),
        payment_status: 'np',
        approval_status: 'approved',
      },
    },
  ],
});
const anaCost = costFromMonths({ March: { GEL: toCents(6000) } });

describe('profitability', () => {
  it('has no margin while revenue (EUR) and cost (GEL) are two currencies', () => {
    const { profit, margin } = profitabilityOf(atlasMarch, anaCost);
    expect(profit.actual).toEqual({ EUR: toCents(5760), GEL: toCents(-6000) });
    expect(margin).toEqual({ forecast: null, actual: null });
  });

  it('gives margins 65.28 % actual and 72.22 % forecast once converted to GEL', () => {
    const converted = convertReportRows(
      [{ ...atlasMarch, ...profitabilityOf(atlasMarch, anaCost) }],
      'GEL',
      rates,
    );
    const [row] = converted!.rows;
    expect(row!.months.March.actual).toEqual({ GEL: toCents(17_280) });
    expect(row!.cost?.total).toEqual({ GEL: toCents(6000) });
    expect(row!.profit).toEqual({ forecast: { GEL: toCents(15_600) }, actual: { GEL: toCents(11_280) } });
    expect(row!.margin).toEqual({ forecast: 72.22, actual: 65.28 });
    expect(converted!.rates.map((rate) => rate.currency).sort()).toEqual(['EUR', 'GEL']);
  });

  it('refuses to convert without a quote for a currency of the cost', () => {
    const row = { ...atlasMarch, ...profitabilityOf(atlasMarch, costFromMonths({ March: { USD: 100 } })) };
    expect(convertReportRows([row], 'GEL', rates)).toBeNull();
  });

  it('has no margin without revenue', () => {
    expect(marginOf({ GEL: 0 }, { GEL: toCents(-6000) })).toBeNull();
    expect(marginOf({}, { GEL: toCents(-6000) })).toBeNull();
  });

  it('shares a salary by booked minutes, to the cent', () => {
    // 6,000.00 over 2 : 1 booked minutes; 1,000.01 over thirds leaves one cent to place.
    expect(
      salaryShares(
        toCents(6000),
        new Map([
          [1, 6400],
          [2, 3200],
        ]),
      ),
    ).toEqual(
      new Map([
        [1, toCents(4000)],
        [2, toCents(2000)],
      ]),
    );
    const thirds = salaryShares(
      100_001,
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    expect([...thirds.values()].reduce((sum, cents) => sum + cents, 0)).toBe(100_001);
    expect(salaryShares(toCents(6000), new Map([[1, 0]]))).toEqual(new Map());
  });

  it('sums costs per currency, quarters from their months', () => {
    const sum = sumCosts([anaCost, costFromMonths({ March: { EUR: 100 }, April: { GEL: 50 } })]);
    expect(sum.months.March).toEqual({ GEL: toCents(6000), EUR: 100 });
    expect(sum.quarters.Q1).toEqual({ GEL: toCents(6000), EUR: 100 });
    expect(sum.quarters.Q2).toEqual({ GEL: 50 });
    expect(sum.total).toEqual({ GEL: toCents(6000) + 50, EUR: 100 });
  });
});
