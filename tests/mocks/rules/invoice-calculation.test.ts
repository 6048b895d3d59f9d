import { describe, expect, it } from 'vitest';

import { toCents } from '@/lib/cents';
import { formatDuration, minutesPerDayFromPercentage } from '@/lib/duration';
import { countryHolidaysBetween } from '@/lib/holidays';
import {
  hoursInvoice,
  leaveDaysOf,
  vacationInvoice,
  type Exclusion,
  type InvoiceTerm,
  type TimeOff,
} from '@/mocks/rules/invoice-calculation';

// The vectors of design/finance.md §1.4 and §7 (Georgian holidays, 2025).
const holidays = countryHolidaysBetween('GE', '2024-01-01', '2026-12-31');
const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const APRIL = { from: '2025-04-01', to: '2025-04-30' };

const ANA = 7;
const anaOnAtlas: InvoiceTerm = {
  id: 1,
  user_id: ANA,
  start_date: '2025-03-01',
  end_date: '2025-03-31',
  minutes_per_day: minutesPerDayFromPercentage(100),
  rate_cents: toCents(45),
};

const vacation = (exclusion: Exclusion, excluded_days = 0): TimeOff => ({
  user_id: ANA,
  kind: 'vacation',
  start_date: '2025-03-17',
  end_date: '2025-03-19',
  exclusion,
  excluded_days,
});
const sickDay = (exclusion: Exclusion): TimeOff => ({
  user_id: ANA,
  kind: 'sick_leave',
  start_date: '2025-03-26',
  end_date: '2025-03-26',
  exclusion,
  excluded_days: 0,
});

describe('hours invoice', () => {
  it('bills the working days of the term in the period: example A, 20 d, 160:00, 7,200.00', () => {
    const invoice = hoursInvoice([anaOnAtlas], MARCH, holidays, []);
    const [line] = invoice.lines;
    expect(invoice.working_days).toBe(20);
    expect(line).toMatchObject({ days: 20, amount_cents: 720_000, forecast_cents: 720_000 });
    expect(formatDuration(line!.minutes)).toBe('160:00');
    expect(invoice.subtotal_cents).toBe(720_000);
  });

  it('leaves out fully excluded vacation and sick leave: 16 d, 128:00, 5,760.00 against 7,200.00', () => {
    const invoice = hoursInvoice([anaOnAtlas], MARCH, holidays, [vacation('fully'), sickDay('fully')]);
    const [line] = invoice.lines;
    expect(line).toMatchObject({ days: 16, amount_cents: 576_000, forecast_cents: 720_000 });
    expect(formatDuration(line!.minutes)).toBe('128:00');
    expect(invoice.forecast_cents - invoice.subtotal_cents).toBe(144_000);
  });

  it('names every skipped day and why: weekends, the named holiday, each leave day with its person', () => {
    const { skipped } = hoursInvoice([anaOnAtlas], MARCH, holidays, [vacation('fully'), sickDay('fully')]);
    expect(skipped).toContainEqual({ date: '2025-03-03', reason: 'holiday', name: "Mother's Day" });
    expect(skipped).toContainEqual({ date: '2025-03-08', reason: 'weekend', name: null });
    expect(skipped.filter((day) => day.reason === 'vacation').map((day) => day.date)).toEqual([
      '2025-03-17',
      '2025-03-18',
      '2025-03-19',
    ]);
    expect(skipped).toContainEqual({
      date: '2025-03-26',
      reason: 'sick_leave',
      name: 'Sick leave',
      user_id: ANA,
    });
    expect(skipped.map((day) => day.date)).toEqual([...skipped.map((day) => day.date)].sort());
  });

  it('keeps a billed sick day on the hours invoice, and a partially excluded one bills its later days', () => {
    expect(hoursInvoice([anaOnAtlas], MARCH, holidays, [sickDay('no')]).lines[0]?.days).toBe(20);
    const twoSickDays: TimeOff = { ...sickDay('partially'), end_date: '2025-03-27', excluded_days: 1 };
    const line = hoursInvoice([anaOnAtlas], MARCH, holidays, [twoSickDays]).lines[0];
    expect(line?.days).toBe(19);
    expect(line?.skipped.map((day) => day.date)).toEqual(['2025-03-26']);
  });

  it('never bills a vacation day as hours, whatever the exclusion: the vacation invoice bills it', () => {
    for (const exclusion of ['no', 'partially', 'fully'] as const) {
      expect(hoursInvoice([anaOnAtlas], MARCH, holidays, [vacation(exclusion, 1)]).lines[0]?.days).toBe(17);
    }
  });

  it('reads only the leave of the line’s own person', () => {
    const someoneElse = { ...vacation('fully'), user_id: ANA + 1 };
    expect(hoursInvoice([anaOnAtlas], MARCH, holidays, [someoneElse]).lines[0]?.days).toBe(20);
  });

  it('takes half days for a 50 % term: example B, 04:00 × 19 d at 40.00 USD = 76:00, 3,040.00', () => {
    const giorgi: InvoiceTerm = {
      id: 2,
      user_id: 8,
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      minutes_per_day: minutesPerDayFromPercentage(50),
      rate_cents: toCents(40),
    };
    const invoice = hoursInvoice([giorgi], APRIL, holidays, []);
    expect(invoice.lines[0]).toMatchObject({ days: 19, amount_cents: 304_000 });
    expect(formatDuration(invoice.lines[0]!.minutes)).toBe('76:00');
    expect(invoice.skipped.filter((day) => day.reason === 'holiday').map((day) => day.date)).toEqual([
      '2025-04-09',
      '2025-04-18',
      '2025-04-21',
    ]);
  });

  it('rounds half up once per line: example C, 07:30 × 33.33 is 249.98 for a day, 4,749.53 for 19', () => {
    const term: InvoiceTerm = {
      id: 3,
      user_id: 9,
      start_date: '2025-04-01',
      end_date: '2025-04-30',
      minutes_per_day: 450,
      rate_cents: toCents(33.33),
    };
    expect(hoursInvoice([term], { from: '2025-04-01', to: '2025-04-01' }, holidays, []).subtotal_cents).toBe(
      24_998,
    );
    const april = hoursInvoice([term], APRIL, holidays, []);
    expect(formatDuration(april.lines[0]!.minutes)).toBe('142:30');
    expect(april.subtotal_cents).toBe(474_953);
  });

  it('gives each month its own part of a term across months: example D, 16 d + 16 d', () => {
    const term: InvoiceTerm = { ...anaOnAtlas, start_date: '2025-03-10', end_date: '2025-04-25' };
    const march = hoursInvoice([term], MARCH, holidays, []);
    const april = hoursInvoice([term], APRIL, holidays, []);
    expect([march.lines[0]?.days, april.lines[0]?.days]).toEqual([16, 16]);
    expect(march.subtotal_cents + april.subtotal_cents).toBe(toCents(11_520));
    expect(april.working_days).toBe(19);
  });

  it('adds a line per term overlapping the period and none for a term outside it', () => {
    const may: InvoiceTerm = { ...anaOnAtlas, id: 9, start_date: '2025-05-01', end_date: '2025-05-31' };
    const second: InvoiceTerm = { ...anaOnAtlas, id: 10, user_id: 11, rate_cents: toCents(33.33) };
    const invoice = hoursInvoice([anaOnAtlas, may, second], MARCH, holidays, []);
    expect(invoice.lines.map((line) => line.term_id)).toEqual([1, 10]);
    expect(invoice.subtotal_cents).toBe(720_000 + 533_280);
  });
});

describe('vacation invoice', () => {
  const billed = (exclusion: Exclusion, excluded = 0) =>
    vacationInvoice([anaOnAtlas], MARCH, holidays, [vacation(exclusion, excluded), sickDay('fully')]);

  it('bills 3 days × 08:00 × 45.00 by exclusion: no 1,080.00, partially (1) 720.00, fully 0.00', () => {
    expect(billed('no').subtotal_cents).toBe(108_000);
    expect(billed('partially', 1).subtotal_cents).toBe(72_000);
    expect(billed('fully').subtotal_cents).toBe(0);
  });

  it('shows the exclusion and the days on the line, sick leave not among them', () => {
    expect(billed('partially', 1).lines).toEqual([
      {
        term_id: 1,
        user_id: ANA,
        exclusion: 'partially',
        vacation_days: 3,
        excluded_days: 1,
        billable_days: 2,
        minutes: 960,
        rate_cents: 4500,
        amount_cents: 72_000,
      },
    ]);
  });

  it('counts only vacation inside the term and the period, working days only', () => {
    // Fri 28 Mar … Tue 1 Apr: Mar 28 and 31 in March (the weekend costs nothing), Apr 1 outside.
    const across: TimeOff = { ...vacation('no'), start_date: '2025-03-28', end_date: '2025-04-01' };
    const [line] = vacationInvoice([anaOnAtlas], MARCH, holidays, [across]).lines;
    expect(line).toMatchObject({ vacation_days: 2, billable_days: 2, amount_cents: 72_000 });
  });

  it('counts a partial exclusion from the time off’s start, so months add up to days − excluded', () => {
    const across: TimeOff = { ...vacation('partially', 2), start_date: '2025-03-28', end_date: '2025-04-02' };
    const term = { ...anaOnAtlas, end_date: '2025-04-30' };
    const march = vacationInvoice([term], MARCH, holidays, [across]).lines[0];
    const april = vacationInvoice([term], APRIL, holidays, [across]).lines[0];
    expect([march?.billable_days, april?.billable_days]).toEqual([0, 2]);
    expect(leaveDaysOf(across, holidays)).toHaveLength(4);
  });
});
