import { percentageOf, spreadCents } from './cents';
import { addByCurrency, subtractByCurrency, type CentsByCurrency } from './currency-totals';
import { MONTHS, QUARTERS, type MonthName, type QuarterName } from './quarters';
import { isClosedMonth, type ReportRowCents } from './revenue-report';

// Profitability (finance.md §4): revenue less the salary cost of the people booked on the work, and the
// margin. A person's month of salary is shared among the projects they are booked on, by the share of
// their booked minutes each project has; the shares are split with spreadCents, so they add up to the
// salary to the cent.

// A month of one salary over projects by booked minutes (project id → minutes); none booked, no cost.
export function salaryShares(
  salaryCents: number,
  minutesByProject: ReadonlyMap<number, number>,
): Map<number, number> {
  const entries = [...minutesByProject.entries()].filter(([, minutes]) => minutes > 0);
  if (entries.length === 0) return new Map();
  const shares = spreadCents(
    salaryCents,
    entries.map(([, minutes]) => minutes),
  );
  return new Map(entries.map(([projectId], index) => [projectId, shares[index] ?? 0]));
}

export type ReportCostCents = {
  months: Record<MonthName, CentsByCurrency>;
  quarters: Record<QuarterName, CentsByCurrency>;
  total: CentsByCurrency;
};

const sum = (amounts: readonly CentsByCurrency[]): CentsByCurrency =>
  amounts.reduce<CentsByCurrency>((total, each) => addByCurrency(total, each), {});

// Quarters and the year from the months.
export function costFromMonths(months: Partial<Record<MonthName, CentsByCurrency>>): ReportCostCents {
  const full = Object.fromEntries(MONTHS.map((month) => [month, months[month] ?? {}])) as Record<
    MonthName,
    CentsByCurrency
  >;
  return {
    months: full,
    quarters: Object.fromEntries(
      QUARTERS.map((quarter) => [quarter.name, sum(quarter.months.map((month) => full[month]))]),
    ) as Record<QuarterName, CentsByCurrency>,
    total: sum(MONTHS.map((month) => full[month])),
  };
}

// Several cost rows (a group's projects, the totals) summed per currency.
export function sumCosts(costs: readonly ReportCostCents[]): ReportCostCents {
  return costFromMonths(
    Object.fromEntries(MONTHS.map((month) => [month, sum(costs.map((cost) => cost.months[month]))])),
  );
}

// profit / revenue × 100, 2 dp, in one currency: null when revenue is 0, or when revenue and profit are
// not both in that one currency (several currencies have a margin only once converted).
export function marginOf(revenue: CentsByCurrency, profit: CentsByCurrency): number | null {
  const currencies = new Set([...Object.keys(revenue), ...Object.keys(profit)]);
  if (currencies.size !== 1) return null;
  const [currency] = [...currencies] as [string];
  return percentageOf(profit[currency] ?? 0, revenue[currency] ?? 0);
}

export type Profitability = {
  cost: ReportCostCents;
  profit: { forecast: CentsByCurrency; actual: CentsByCurrency };
  margin: { forecast: number | null; actual: number | null };
};

// Forecast profit: the year's forecast less the year's cost. Actual profit: the closed months' actual
// less those months' cost (open months have no actual yet).
export function profitabilityOf(row: ReportRowCents, cost: ReportCostCents): Profitability {
  const closed = MONTHS.filter((month) => isClosedMonth(row, month));
  const revenueForecast = sum(MONTHS.map((month) => row.months[month].forecast));
  const revenueActual = sum(closed.map((month) => row.months[month].actual));
  const forecast = subtractByCurrency(revenueForecast, cost.total);
  const actual = subtractByCurrency(revenueActual, sum(closed.map((month) => cost.months[month])));
  return {
    cost,
    profit: { forecast, actual },
    margin: { forecast: marginOf(revenueForecast, forecast), actual: marginOf(revenueActual, actual) },
  };
}
