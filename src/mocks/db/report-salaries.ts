import { toCents } from '@/lib/cents';
import { monthRange } from '@/lib/term-forecast';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';
import { payrollCents, type SalaryMonth } from '@/lib/report-salary';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';

// Salaries for the reports. The seed stores none, so a person's contract salary is drawn from their id
// (the same person, the same salary, on every load and at every scale) and payroll follows from the
// stored time off: each approved unpaid-leave working day takes salary / working days off the month.

// Monthly contract salaries, in units; most people are paid in GEL, every ninth in EUR.
const GEL_SALARIES = [3000, 3600, 4200, 4800, 5400, 6000, 7200, 8400, 9600] as const;
const EUR_SALARIES = [2500, 3200, 4000] as const;

export type ContractSalary = { currency: string; cents: number };

export function contractSalaryOf(userId: number): ContractSalary {
  const pick = (userId * 2654435761) >>> 0;
  if (userId % 9 === 0) return { currency: 'EUR', cents: toCents(EUR_SALARIES[pick % EUR_SALARIES.length]!) };
  return { currency: 'GEL', cents: toCents(GEL_SALARIES[pick % GEL_SALARIES.length]!) };
}

// Who is on the payroll: people who work here (as the time-off seed reads it).
export const isOnPayroll = (user: MockUser): boolean =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

export type SalaryCalendar = {
  workingDays: (month: string) => number;
  // Approved unpaid-leave working days of a person in a month.
  unpaidDays: (userId: number, month: string) => number;
};

export function salaryCalendar(db: TenantDb, holidays: readonly NamedDay[]): SalaryCalendar {
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
  for (const leave of db.timeOffs.findMany((q) => q.where({ status: 'approved', withdrawn_at: null }))) {
    if (leave.type !== 'unpaid_leave') continue;
    for (const date of workingDaysBreakdown(leave.start_date, leave.end_date, holidays).dates) {
      const key = `${leave.user_id}:${date.slice(0, 7)}`;
      unpaid.set(key, (unpaid.get(key) ?? 0) + 1);
    }
  }
  return { workingDays, unpaidDays: (userId, month) => unpaid.get(`${userId}:${month}`) ?? 0 };
}

// A person's month: the contract salary when employed (from the month they start), and payroll.
export function salaryMonthOf(
  user: MockUser,
  month: string,
  calendar: SalaryCalendar,
): (SalaryMonth & { currency: string }) | null {
  if (user.start_date === null || user.start_date.slice(0, 7) > month) return null;
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
