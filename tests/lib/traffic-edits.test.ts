import fc from 'fast-check';
import { dateAt, dayCount } from '@/lib/planner-grid';
import { hoursPerDayText } from '@/lib/term-form';
import type { AllocationBatch, FixableAllocation } from '@/lib/traffic-conflicts';
import {
  parseTimePerDay,
  projectRangeProblem,
  setLineTimeInPeriod,
  setTimeInPeriod,
} from '@/lib/traffic-edits';

const allocation = (start: string, end: string, minutes = 480, id = 7): FixableAllocation => ({
  id,
  internal_project_id: 3,
  user_id: 11,
  start_date: start,
  end_date: end,
  minutes_per_day: minutes,
  hours_per_day: hoursPerDayText(minutes),
  status: 'confirmed',
  note: null,
  hourly_rate: 45,
});

// The allocations once the batch is applied (new ones get negative ids).
function applied(before: readonly FixableAllocation[], batch: AllocationBatch): FixableAllocation[] {
  const deleted = new Set(batch.deletes);
  const after = before
    .filter((item) => !deleted.has(item.id))
    .map((item) => {
      const change = batch.changes.find((candidate) => candidate.id === item.id);
      if (!change) return item;
      const hours = change.hours_per_day ?? item.hours_per_day;
      const [h, m] = hours.split(':').map(Number) as [number, number];
      return {
        ...item,
        start_date: change.start_date ?? item.start_date,
        end_date: change.end_date ?? item.end_date,
        hours_per_day: hours,
        minutes_per_day: h * 60 + m,
      };
    });
  batch.creates.forEach((create, index) => {
    const [h, m] = create.hours_per_day.split(':').map(Number) as [number, number];
    after.push({ ...allocation(create.start_date, create.end_date, h * 60 + m, -(index + 1)) });
  });
  return after;
}

const minutesOn = (items: readonly FixableAllocation[], date: string) =>
  items
    .filter((item) => item.start_date <= date && item.end_date >= date)
    .reduce((sum, item) => sum + item.minutes_per_day, 0);

describe('what a cell takes', () => {
  it('reads a bare number or "n %" as a share of 8:00 and "H:MM" as hours per day', () => {
    expect(parseTimePerDay('50')).toEqual({ ok: true, minutes: 240 });
    expect(parseTimePerDay('50 %')).toEqual({ ok: true, minutes: 240 });
    expect(parseTimePerDay('12.5%')).toEqual({ ok: true, minutes: 60 });
    expect(parseTimePerDay('4:30')).toEqual({ ok: true, minutes: 270 });
    expect(parseTimePerDay('0')).toEqual({ ok: true, minutes: 0 });
  });

  it('refuses blanks, words and more than a day', () => {
    expect(parseTimePerDay('').ok).toBe(false);
    expect(parseTimePerDay('half').ok).toBe(false);
    expect(parseTimePerDay('25:00')).toEqual({ ok: false, message: 'At most 24:00 a day.' });
  });
});

describe('setting an allocation’s time in one period', () => {
  it('inside a longer allocation: the part before keeps the id, the period and the part after are new', () => {
    const batch = setTimeInPeriod(allocation('2026-01-01', '2026-12-31'), '2026-05-01', '2026-05-31', 240);
    expect(batch.changes).toEqual([{ id: 7, end_date: '2026-04-30' }]);
    expect(batch.creates.map((part) => [part.start_date, part.end_date, part.hours_per_day])).toEqual([
      ['2026-05-01', '2026-05-31', '04:00'],
      ['2026-06-01', '2026-12-31', '08:00'],
    ]);
    expect(batch.creates[0]).toMatchObject({ internal_project_id: 3, user_id: 11, hourly_rate: 45 });
    expect(batch.deletes).toEqual([]);
  });

  it('covering the whole allocation changes its time only; 0 deletes it', () => {
    const whole = allocation('2026-05-04', '2026-05-20');
    expect(setTimeInPeriod(whole, '2026-05-01', '2026-05-31', 240)).toEqual({
      creates: [],
      changes: [{ id: 7, hours_per_day: '04:00' }],
      deletes: [],
    });
    expect(setTimeInPeriod(whole, '2026-05-01', '2026-05-31', 0).deletes).toEqual([7]);
  });

  it('0 at the start of an allocation moves its start past the period', () => {
    const batch = setTimeInPeriod(allocation('2026-05-10', '2026-07-31'), '2026-05-01', '2026-05-31', 0);
    expect(batch).toEqual({ creates: [], changes: [{ id: 7, start_date: '2026-06-01' }], deletes: [] });
  });

  it('a line with no allocation in the period gets a new one for the period', () => {
    const line = [allocation('2026-01-01', '2026-02-28')];
    const batch = setLineTimeInPeriod(line, line[0]!, '2026-05-01', '2026-05-31', 240);
    expect(batch.creates).toEqual([
      expect.objectContaining({ start_date: '2026-05-01', end_date: '2026-05-31', hours_per_day: '04:00' }),
    ]);
  });

  it('never changes the minutes of a day outside the period, and gives the period the new time', () => {
    const day = fc.integer({ min: 0, max: 400 }).map((offset) => dateAt('2026-01-01', offset));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 720 }),
        fc.integer({ min: 0, max: 720 }),
        (start, length, from, periodLength, old, minutes) => {
          const before = [allocation(start, dateAt(start, length), old)];
          const to = dateAt(from, periodLength);
          const after = applied(before, setTimeInPeriod(before[0]!, from, to, minutes));
          const first = dateAt(start < from ? start : from, -3);
          for (let index = 0; index < dayCount(first, dateAt(to, length + 3)); index += 1) {
            const date = dateAt(first, index);
            const inside = date >= from && date <= to && date >= start && date <= before[0]!.end_date;
            expect(minutesOn(after, date)).toBe(inside ? minutes : minutesOn(before, date));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('traffic-edits: a project takes allocations only over its own dates', () => {
  const project = { start_date: '2026-08-01', end_date: '2027-03-31' };
  it('a range before the project starts says when it starts', () => {
    expect(projectRangeProblem(project, '2026-05-25', '2026-05-25')).toBe('starts 2026-08-01');
  });
  it('a range past its end says when it ended', () => {
    expect(projectRangeProblem(project, '2027-03-30', '2027-04-02')).toBe('ended 2027-03-31');
  });
  it('a range inside it, or an open-ended project, is fine', () => {
    expect(projectRangeProblem(project, '2026-08-01', '2027-03-31')).toBeNull();
    expect(projectRangeProblem({ ...project, end_date: null }, '2030-01-01', '2030-01-02')).toBeNull();
  });
});
