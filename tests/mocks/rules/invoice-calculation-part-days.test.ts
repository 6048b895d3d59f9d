import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { forecastGapText } from '@/lib/billing-draft';
import { toCents } from '@/lib/cents';
import { formatDuration, MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { countryHolidaysBetween } from '@/lib/holidays';
import {
  hoursInvoice,
  leaveDaysOf,
  vacationInvoice,
  type Exclusion,
  type InvoiceTerm,
  type LeaveKind,
  type TimeOff,
} from '@/mocks/rules/invoice-calculation';
import { daysOfDayMinutes, leaveDayText, skippedDayMinutes } from '@/lib/leave-day-share';
import { draftLineSchema } from '@/lib/new-invoice-form';
import type { PartialDayInput } from '@/lib/time-off-days';
import { workingDaysBreakdown } from '@/lib/working-days';

// A part leave day (a morning, an afternoon, "02:00") costs invoices its share of the day, as the
// time-off rules count it (partialDayMinutes), not a whole day. Georgian holidays; March 2025 has 20
// working days (3 March is Mother's Day).
const holidays = countryHolidaysBetween('GE', '2024-01-01', '2026-12-31');
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const MARCH_DATES = workingDaysBreakdown(MARCH.from, MARCH.to, holidays).dates;

const ANA = 7;
const fullTimeAt50: InvoiceTerm = {
  id: 1,
  user_id: ANA,
  start_date: MARCH.from,
  end_date: MARCH.to,
  minutes_per_day: 480,
  rate_cents: toCents(50),
};

const timeOff = (
  kind: LeaveKind,
  start_date: string,
  end_date: string,
  exclusion: Exclusion,
  partial_days: PartialDayInput[],
  excluded_days = 0,
): TimeOff => ({ user_id: ANA, kind, start_date, end_date, exclusion, excluded_days, partial_days });

const morning = (date: string): PartialDayInput => ({ date, part: 'am', hours: null });
const hours = (date: string, text: string): PartialDayInput => ({ date, part: 'hours', hours: text });

describe('a part leave day on the hours invoice', () => {
  it('leaves out only a vacation morning: 20 days at 8:00 × 50.00 → 19.5 d, 156:00, 7,800.00', () => {
    const vacation = timeOff('vacation', '2025-03-17', '2025-03-17', 'fully', [morning('2025-03-17')]);
    const invoice = hoursInvoice([fullTimeAt50], MARCH, holidays, [vacation]);
    const [line] = invoice.lines;
    expect(line).toMatchObject({ days: 19.5, amount_cents: toCents(7800), forecast_cents: toCents(8000) });
    expect(formatDuration(line!.minutes)).toBe('156:00');
    expect(line!.skipped).toEqual([
      { date: '2025-03-17', reason: 'vacation', name: 'Vacation', user_id: ANA, part: 'am', minutes: 240 },
    ]);
    expect(leaveDayText(line!.skipped[0]!)).toBe('Vacation, morning');
  });

  it('bills 6:00 of a day with a fully excluded 02:00 sick leave', () => {
    const sick = timeOff('sick_leave', '2025-03-26', '2025-03-26', 'fully', [hours('2025-03-26', '02:00')]);
    const day = { from: '2025-03-26', to: '2025-03-26' };
    const [line] = hoursInvoice([fullTimeAt50], day, holidays, [sick]).lines;
    expect(line).toMatchObject({ days: 0.75, minutes: 360, amount_cents: toCents(300) });
    expect(leaveDayText(line!.skipped[0]!)).toBe('Sick leave, 2:00');
  });

  it('takes the share of the term’s own day: a morning off a 04:00 term leaves 2:00', () => {
    const halfTime = { ...fullTimeAt50, minutes_per_day: 240 };
    const vacation = timeOff('vacation', '2025-03-17', '2025-03-17', 'no', [morning('2025-03-17')]);
    const [line] = hoursInvoice([halfTime], { from: '2025-03-17', to: '2025-03-17' }, holidays, [
      vacation,
    ]).lines;
    expect(line).toMatchObject({ days: 0.5, minutes: 120 });
  });

  it('rounds the line’s minutes half up once: 07:30 less 02:00 of 8:00 is 337.5 → 338 minutes', () => {
    const term = { ...fullTimeAt50, minutes_per_day: 450, rate_cents: toCents(33.33) };
    const sick = timeOff('sick_leave', '2025-03-26', '2025-03-26', 'fully', [hours('2025-03-26', '02:00')]);
    const [line] = hoursInvoice([term], { from: '2025-03-26', to: '2025-03-26' }, holidays, [sick]).lines;
    // 338 minutes at 33.33 an hour = 187.759 → 187.76.
    expect(line).toMatchObject({ minutes: 338, amount_cents: 18_776 });
  });

  it('keeps a billed sick part day whole on the hours invoice, and ignores a part day on a weekend', () => {
    const billedSick = timeOff('sick_leave', '2025-03-26', '2025-03-26', 'no', [morning('2025-03-26')]);
    expect(hoursInvoice([fullTimeAt50], MARCH, holidays, [billedSick]).lines[0]?.days).toBe(20);
    // Fri 14 … Mon 17 March with a "morning" on Saturday 15: two whole working days.
    const overWeekend = timeOff('vacation', '2025-03-14', '2025-03-17', 'fully', [morning('2025-03-15')]);
    expect(leaveDaysOf(overWeekend, holidays).map((day) => day.share)).toEqual([1, 1]);
    expect(hoursInvoice([fullTimeAt50], MARCH, holidays, [overWeekend]).lines[0]?.days).toBe(18);
  });

  it('explains the gap in day shares: a vacation morning and a whole sick day', () => {
    const leave = [
      timeOff('vacation', '2025-03-17', '2025-03-17', 'fully', [morning('2025-03-17')]),
      timeOff('sick_leave', '2025-03-26', '2025-03-26', 'fully', []),
    ];
    const invoice = hoursInvoice([fullTimeAt50], MARCH, holidays, leave);
    expect(forecastGapText(invoice.subtotal_cents, invoice.forecast_cents, invoice.skipped, 'EUR')).toBe(
      '\u2212600.00 EUR: vacation 0.5 days, sick leave 1 day',
    );
  });
});

describe('a part leave day in the create wizard', () => {
  it('takes a line of 19.5 days (two decimals at most) where it took whole days only', () => {
    const line = {
      user_id: 1,
      user_name: 'Ana',
      term_id: 1,
      description: 'March',
      hours: '156:00',
      rate: 5000,
    };
    expect(draftLineSchema.safeParse({ ...line, days: '19.5' }).success).toBe(true);
    expect(draftLineSchema.safeParse({ ...line, days: '19.75' }).success).toBe(true);
    expect(draftLineSchema.safeParse({ ...line, days: '19.755' }).success).toBe(false);
    expect(draftLineSchema.safeParse({ ...line, days: '19,5' }).success).toBe(false);
  });
});

describe('a part leave day on the vacation invoice', () => {
  it('bills 0.5 days for a half day not excluded: 4:00 at 50.00 = 200.00', () => {
    const vacation = timeOff('vacation', '2025-03-17', '2025-03-17', 'no', [morning('2025-03-17')]);
    expect(vacationInvoice([fullTimeAt50], MARCH, holidays, [vacation]).lines).toEqual([
      {
        term_id: 1,
        user_id: ANA,
        exclusion: 'no',
        vacation_days: 0.5,
        excluded_days: 0,
        billable_days: 0.5,
        minutes: 240,
        rate_cents: toCents(50),
        amount_cents: toCents(200),
      },
    ]);
  });

  it('partially, 1 excluded, first day a half: the half is the excluded day, 2 of 2.5 days billed', () => {
    const vacation = timeOff('vacation', '2025-03-17', '2025-03-19', 'partially', [morning('2025-03-17')], 1);
    const [line] = vacationInvoice([fullTimeAt50], MARCH, holidays, [vacation]).lines;
    expect(line).toMatchObject({
      vacation_days: 2.5,
      excluded_days: 0.5,
      billable_days: 2,
      minutes: 960,
      amount_cents: toCents(800),
    });
    // The hours invoice leaves out all 2.5 days: the vacation invoice bills what is billed of them.
    expect(hoursInvoice([fullTimeAt50], MARCH, holidays, [vacation]).lines[0]?.days).toBe(17.5);
  });

  it('shows day sums half up to two decimals: 01:10 is 0.15 of a day', () => {
    expect(daysOfDayMinutes(70)).toBe(0.15);
    expect(daysOfDayMinutes(240 + 120)).toBe(0.75);
  });
});

// Any leave, part days included, on a March term: each a run of working days, a day either whole or
// a morning, an afternoon or some minutes.
const dayChoice = fc.option(
  fc.oneof(
    fc.constant<PartialDayInput['part'] | 'whole'>('whole'),
    fc.constantFrom<PartialDayInput['part']>('am', 'pm'),
    fc.integer({ min: 1, max: MINUTES_PER_WORKING_DAY }),
  ),
  { nil: null },
);
const leavePlan = fc.record({
  minutesPerDay: fc.constantFrom(480, 450, 360, 240, 200),
  days: fc.array(fc.record({ leave: dayChoice, joinsPrevious: fc.boolean() }), {
    minLength: MARCH_DATES.length,
    maxLength: MARCH_DATES.length,
  }),
  kinds: fc.array(fc.constantFrom<LeaveKind>('vacation', 'sick_leave'), { minLength: 20, maxLength: 20 }),
  exclusions: fc.array(fc.constantFrom<Exclusion>('fully', 'partially', 'no'), {
    minLength: 20,
    maxLength: 20,
  }),
  excludedDays: fc.integer({ min: 0, max: 3 }),
});
type LeavePlan = typeof leavePlan extends fc.Arbitrary<infer T> ? T : never;

const hhmm = (minutes: number) => formatDuration(minutes).padStart(5, '0');

// Time offs that never overlap (the time-off rules refuse overlaps), kind and exclusion per time off.
function timeOffsOf(plan: LeavePlan, override?: { kind: LeaveKind; exclusion: Exclusion }): TimeOff[] {
  const timeOffs: TimeOff[] = [];
  let current: TimeOff | null = null;
  plan.days.forEach(({ leave, joinsPrevious }, index) => {
    const date = MARCH_DATES[index]!;
    if (leave === null) {
      current = null;
      return;
    }
    if (!current || !joinsPrevious) {
      const at = timeOffs.length % 20;
      current = {
        user_id: ANA,
        kind: override?.kind ?? plan.kinds[at]!,
        exclusion: override?.exclusion ?? plan.exclusions[at]!,
        excluded_days: plan.excludedDays,
        start_date: date,
        end_date: date,
        partial_days: [],
      };
      timeOffs.push(current);
    }
    current.end_date = date;
    const parts = current.partial_days as PartialDayInput[];
    if (leave === 'am' || leave === 'pm') parts.push({ date, part: leave, hours: null });
    else if (typeof leave === 'number') parts.push({ date, part: 'hours', hours: hhmm(leave) });
  });
  return timeOffs;
}

describe('part days, any of them', () => {
  it('hours billed + leave left out = the planned minutes of the term’s working days (one rounding)', () => {
    fc.assert(
      fc.property(leavePlan, (plan) => {
        const term = { ...fullTimeAt50, minutes_per_day: plan.minutesPerDay };
        const [line] = hoursInvoice([term], MARCH, holidays, timeOffsOf(plan)).lines;
        const planned = MARCH_DATES.length * plan.minutesPerDay;
        // The leave left out, exactly: each skipped day's share of the term's day.
        const leftOut =
          (line!.skipped.reduce((sum, day) => sum + skippedDayMinutes(day), 0) * plan.minutesPerDay) /
          MINUTES_PER_WORKING_DAY;
        expect(new Set(line!.skipped.map((day) => day.date)).size).toBe(line!.skipped.length);
        expect(Number.isInteger(line!.minutes)).toBe(true);
        expect(Math.abs(line!.minutes + leftOut - planned)).toBeLessThanOrEqual(0.5);
        if (plan.minutesPerDay === MINUTES_PER_WORKING_DAY) expect(line!.minutes + leftOut).toBe(planned);
      }),
    );
  });

  it('the hours and vacation invoices never bill the same minute of a `no` vacation day', () => {
    fc.assert(
      fc.property(leavePlan, (plan) => {
        const term = { ...fullTimeAt50, minutes_per_day: plan.minutesPerDay };
        const leave = timeOffsOf(plan, { kind: 'vacation', exclusion: 'no' });
        const hoursLine = hoursInvoice([term], MARCH, holidays, leave).lines[0]!;
        const vacation = vacationInvoice([term], MARCH, holidays, leave);
        const billed = hoursLine.minutes + vacation.lines.reduce((sum, line) => sum + line.minutes, 0);
        const planned = MARCH_DATES.length * plan.minutesPerDay;
        // Every minute of the month billed once: exact at 8:00 a day, else within each line's rounding.
        const roundings = (1 + vacation.lines.length) / 2;
        expect(Math.abs(billed - planned)).toBeLessThanOrEqual(roundings);
        if (plan.minutesPerDay === MINUTES_PER_WORKING_DAY) expect(billed).toBe(planned);
      }),
    );
  });
});
