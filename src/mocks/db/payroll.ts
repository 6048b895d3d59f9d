import { toCents } from '@/lib/cents';
import { monthRange } from '@/lib/term-forecast';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';
import { MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { partialDayMinutes } from '@/lib/time-off-days';
import { payrollCents, type SalaryMonth } from '../rules/report-salary';
import type { MockUser } from './schemas';
import type { TimeOffRow } from './time-off-schemas';

// The mock's one payroll: the salary report and the budget's salary rows both read it, so /budget and
// /reports/salary show the same figures for the same people. The seed stores no salaries, so a
// person's contract salary is drawn from their id (the same person, the same salary, on every load and
// at every scale) and pay follows from the stored time off: each approved unpaid-leave working day
// takes salary / working days off the month.

// Monthly contract salaries, in units; most people are paid in GEL, every ninth in EUR.
const GEL_SALARIES = [3000, 3600, 4200, 4800, 5400, 6000, 7200, 8400, 9600] as const;
const EUR_SALARIES = [2500, 3200, 4000] as const;

export type ContractSalary = { currency: string; cents: number };

export function contractSalaryOf(userId: number): ContractSalary {
  const pick = (userId * 2654435761) >>> 0;
  if (userId % 9 === 0) return { currency: 'EUR', cents: toCents(EUR_SALARIES[pick % EUR_SALARIES.length]!) };
  return { currency: 'GEL', cents: toCents(GEL_SALARIES[pick % GEL_SALARIES.length]!) };
}

// People who work here (as the time-off seed reads it): an employee with a start date, not archived.
// The mock keeps no leaving date, so an archived person is off the payroll in every month.
export const isOnPayroll = (user: MockUser): boolean =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

// On the payroll in a month ('yyyy-MM'): from the month they start, that month paid in full.
export const isOnPayrollIn = (user: MockUser, month: string): boolean =>
  isOnPayroll(user) && user.start_date !== null && user.start_date.slice(0, 7) <= month;

export type SalaryCalendar = {
  workingDays: (month: string) => number;
  // Approved unpaid-leave working days of a person in a month (a half day counts 0.5).
  unpaidDays: (userId: number, month: string) => number;
};

export function salaryCalendar(
  timeOffs: readonly TimeOffRow[],
  holidays: readonly NamedDay[],
): SalaryCalendar {
  const days = new Map<string, number>();
  const workingDays = (month: string) => {
    let count = days.get(month);
    if (count === undefined) {
      const { from, to } = monthRange(month);
      count = workingDaysBreakdown(from, to, holidays).workingDays;
      days.set(month, count);
    }
    return count;
  };
  const unpaid = new Map<string, number>();
  for (const leave of timeOffs) {
    if (leave.type !== 'unpaid_leave' || leave.status !== 'approved' || leave.withdrawn_at !== null) continue;
    // A morning, an afternoon or some hours off costs that share of the day (the request's own rule).
    const parts = new Map(leave.partial_days.map((day) => [day.date, day]));
    for (const date of workingDaysBreakdown(leave.start_date, leave.end_date, holidays).dates) {
      const key = `${leave.user_id}:${date.slice(0, 7)}`;
      const part = parts.get(date);
      const share = part ? partialDayMinutes(part) / MINUTES_PER_WORKING_DAY : 1;
      unpaid.set(key, (unpaid.get(key) ?? 0) + share);
    }
  }
  return { workingDays, unpaidDays: (userId, month) => unpaid.get(`${userId}:${month}`) ?? 0 };
}

export type PayrollMonth = SalaryMonth & { currency: string };

// A person's month: the contract salary and what was paid after unpaid leave; null when not on the
// payroll that month.
export function salaryMonthOf(user: MockUser, month: string, calendar: SalaryCalendar): PayrollMonth | null {
  if (!isOnPayrollIn(user, month)) return null;
  const salary = contractSalaryOf(user.id);
  return {
    currency: salary.currency,
    salaryCents: salary.cents,
    payrollCents: payrollCents(
      salary.cents,
      calendar.workingDays(month),
      calendar.unpaidDays(user.id, month),
    ),
  };
}

// A group's payroll for some months, per currency (never added across currencies): each month's
// contract salaries and pay, in the order of `months`.
export type PayrollSeries = { currency: string; salaryCents: number[]; payrollCents: number[] };

export function payrollByCurrency(
  people: readonly MockUser[],
  months: readonly string[],
  calendar: SalaryCalendar,
): PayrollSeries[] {
  const byCurrency = new Map<string, PayrollSeries>();
  for (const user of people) {
    months.forEach((month, index) => {
      const pay = salaryMonthOf(user, month, calendar);
      if (!pay) return;
      let series = byCurrency.get(pay.currency);
      if (!series) {
        series = {
          currency: pay.currency,
          salaryCents: months.map(() => 0),
          payrollCents: months.map(() => 0),
        };
        byCurrency.set(pay.currency, series);
      }
      series.salaryCents[index] = (series.salaryCents[index] ?? 0) + pay.salaryCents;
      series.payrollCents[index] = (series.payrollCents[index] ?? 0) + pay.payrollCents;
    });
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
