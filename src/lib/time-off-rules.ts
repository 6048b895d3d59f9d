import { addMonths, format, parseISO } from 'date-fns';

// The company's time-off rules (application config time_off) and what they mean for one new hire.
// Days are working days; the eligibility period is in months (design/planning.md §1.4: the Georgian
// Labour Code's 24 working days a year, usable after 11 months of work).

export const TIME_OFF_LIMITS = {
  // yearly_vacation_days and trial_bonus_days
  days: { min: 0, max: 365 },
  // trial_period (months)
  months: { min: 0, max: 24 },
} as const;

export type TimeOffRules = {
  yearlyVacationDays: number;
  eligibilityMonths: number;
  trialBonusDays: number;
};

export type TimeOffExample = {
  start: string;
  // The day the yearly allowance can first be used: start + eligibility months.
  eligibleFrom: string;
  // Bonus days usable before eligibleFrom (none without an eligibility period); unused ones lapse then.
  bonusDays: number;
  yearlyDays: number;
  // The first-year allowance arrives on eligibleFrom; another one on each anniversary of the start
  // after it, the first of them this day.
  nextAllowance: string;
};

const ymd = (date: Date): string => format(date, 'yyyy-MM-dd');

// start is yyyy-MM-dd. A start on the 31st becomes the month's last day where a month is shorter.
export function timeOffExample(rules: TimeOffRules, start: string): TimeOffExample {
  const first = parseISO(start);
  const eligibleFrom = addMonths(first, rules.eligibilityMonths);
  // The first anniversary after eligibility (a start with no eligibility period: a year on).
  let years = 1;
  while (ymd(addMonths(first, 12 * years)) <= ymd(eligibleFrom)) years += 1;
  return {
    start,
    eligibleFrom: ymd(eligibleFrom),
    bonusDays: rules.eligibilityMonths === 0 ? 0 : rules.trialBonusDays,
    yearlyDays: rules.yearlyVacationDays,
    nextAllowance: ymd(addMonths(first, 12 * years)),
  };
}

// The example's start: the first day of the month after today, so it is always a date to come.
export function exampleStartDate(today: Date): string {
  return ymd(new Date(today.getFullYear(), today.getMonth() + 1, 1));
}
