import { divideRoundHalfUp } from '@/lib/cents';
import { MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { MONTHS, QUARTERS, type MonthName, type QuarterName } from '@/lib/quarters';
import { explainDelta, monthKey, type PeriodCents, type ReportRowCents } from '@/lib/revenue-report';

// The salary report (finance.md §4): a row per person, forecast = the contract salary of each month they
// are employed, actual = what payroll paid for the closed months. Unpaid leave is the only thing that
// moves pay here, so the whole delta is `other` (vacation and sick leave are paid).

// A month's pay: the salary less the unpaid working days at salary / working days, rounded once.
// 6,000.00 with one unpaid day of 20 → 5,700.00; half a day (a morning) → 5,850.00. Part days are
// counted in minutes of the 8:00 day so the division stays in integers.
export function payrollCents(salaryCents: number, workingDays: number, unpaidDays: number): number {
  if (workingDays <= 0 || unpaidDays <= 0) return salaryCents;
  const unpaidMinutes = Math.round(Math.min(unpaidDays, workingDays) * MINUTES_PER_WORKING_DAY);
  return salaryCents - divideRoundHalfUp(salaryCents * unpaidMinutes, workingDays * MINUTES_PER_WORKING_DAY);
}

export type SalaryMonth = { salaryCents: number; payrollCents: number };

export type SalaryRowInput = {
  id: number;
  title: string;
  year: number;
  currency: string;
  closedThrough: string | null;
  // 'yyyy-MM' → the month's salary and payroll; months absent: not employed.
  months: ReadonlyMap<string, SalaryMonth>;
};

export function salaryReportRow(input: SalaryRowInput): ReportRowCents {
  const { year, currency, closedThrough } = input;
  const isClosed = (key: string) => closedThrough !== null && key <= closedThrough;
  const figures = MONTHS.map((_, index) => {
    const key = monthKey(year, index);
    const month = input.months.get(key);
    return {
      key,
      forecast: month?.salaryCents ?? 0,
      actual: month && isClosed(key) ? month.payrollCents : 0,
    };
  });
  const period = (forecast: number, actual: number): PeriodCents => ({
    forecast: { [currency]: forecast },
    actual: { [currency]: actual },
  });
  const closed = figures.filter((month) => isClosed(month.key));
  const explained = explainDelta(
    closed.reduce((sum, month) => sum + month.forecast, 0),
    closed.reduce((sum, month) => sum + month.actual, 0),
    [],
  );
  return {
    id: input.id,
    title: input.title,
    year,
    closed_through: closedThrough,
    months: Object.fromEntries(
      MONTHS.map((name, index) => [name, period(figures[index]!.forecast, figures[index]!.actual)]),
    ) as Record<MonthName, PeriodCents>,
    quarters: Object.fromEntries(
      QUARTERS.map((quarter) => {
        const of = (pick: 'forecast' | 'actual') =>
          quarter.monthIndexes.reduce((sum, index) => sum + (figures[index]?.[pick] ?? 0), 0);
        return [quarter.name, period(of('forecast'), of('actual'))];
      }),
    ) as Record<QuarterName, PeriodCents>,
    delta: {
      total: { [currency]: explained.total },
      percentage: explained.percentage,
      other: {
        vacation: { [currency]: 0 },
        sick_leave: { [currency]: 0 },
        other: { [currency]: explained.other },
      },
    },
    invoices: [],
  };
}
