import fc from 'fast-check';
import { minutesPerDayFromPercentage, percentageFromMinutesPerDay } from '@/lib/duration';
import { countryHolidaysBetween } from '@/lib/holidays';
import { dateAt } from '@/lib/planner-grid';
import { hoursPerDayText, minutesFromHoursPerDay } from '@/lib/term-form';
import {
  conflictsOf,
  inverseBatch,
  splitAround,
  type AllocationBatch,
  type FixableAllocation,
} from '@/lib/traffic-conflicts';
import { DAY_WORKING, dailyLoad, type LoadAllocation, type LoadTimeOff } from '@/lib/traffic-load';

const OPTIONS = { withTentative: true, withPendingLeave: true };
const GE_MAY = countryHolidaysBetween('GE', '2025-05-01', '2025-05-31');

const allocation = (overrides: Partial<FixableAllocation> = {}): FixableAllocation => ({
  id: 1,
  internal_project_id: 7,
  user_id: 3,
  start_date: '2025-05-05',
  end_date: '2025-05-23',
  minutes_per_day: 240,
  hours_per_day: '04:00',
  status: 'confirmed',
  note: 'Atlas',
  hourly_rate: 45,
  ...overrides,
});

const conflictsFor = (allocations: LoadAllocation[], timeOffs: LoadTimeOff[] = []) => {
  const load = dailyLoad(
    { availability: [], allocations, time_offs: timeOffs, holidays: GE_MAY },
    '2025-05-01',
    '2025-05-31',
  );
  return conflictsOf(load, allocations, GE_MAY, OPTIONS);
};

describe('traffic-conflicts: conflictsOf', () => {
  it('a one-day allocation on a holiday is an on_holiday conflict named after it', () => {
    const conflicts = conflictsFor([allocation({ start_date: '2025-05-26', end_date: '2025-05-26' })]);
    expect(conflicts).toEqual([
      expect.objectContaining({
        kind: 'on_holiday',
        allocationIds: [1],
        first: '2025-05-26',
        last: '2025-05-26',
      }),
    ]);
    expect(conflicts[0]!.holiday).toMatch(/Independence/);
  });

  it('booking on approved leave is on_leave, not over capacity; two allocations over a day are over_capacity', () => {
    const conflicts = conflictsFor(
      [
        allocation({ minutes_per_day: 480 }),
        allocation({ id: 2, start_date: '2025-05-20', end_date: '2025-05-20', minutes_per_day: 120 }),
      ],
      [{ id: 9, status: 'approved', start_date: '2025-05-14', end_date: '2025-05-15', partial_days: [] }],
    );
    expect(
      conflicts.map(({ kind, first, last, allocationIds }) => ({ kind, first, last, allocationIds })),
    ).toEqual([
      { kind: 'on_leave', first: '2025-05-14', last: '2025-05-15', allocationIds: [1] },
      { kind: 'over_capacity', first: '2025-05-20', last: '2025-05-20', allocationIds: [1, 2] },
    ]);
  });
});

describe('traffic-conflicts: fixes', () => {
  it('splitting around a leave in the middle is a change (ends before) and a create (starts after)', () => {
    expect(splitAround(allocation(), '2025-05-14', '2025-05-15')).toEqual({
      changes: [{ id: 1, end_date: '2025-05-13' }],
      creates: [
        {
          internal_project_id: 7,
          user_id: 3,
          start_date: '2025-05-16',
          end_date: '2025-05-23',
          hours_per_day: '04:00',
          status: 'confirmed',
          note: 'Atlas',
          hourly_rate: 45,
        },
      ],
      deletes: [],
    });
  });

  it('a cut that misses the allocation changes nothing', () => {
    expect(splitAround(allocation(), '2025-06-02', '2025-06-03')).toEqual({
      creates: [],
      changes: [],
      deletes: [],
    });
  });

  it('inverseBatch undoes a split: the created part goes, the end comes back', () => {
    const batch = splitAround(allocation(), '2025-05-14', '2025-05-15');
    expect(inverseBatch(batch, new Map([[1, allocation()]]), [99])).toEqual({
      creates: [],
      changes: [{ id: 1, end_date: '2025-05-23' }],
      deletes: [99],
    });
  });
});

// ---- properties ----

type Stored = Omit<FixableAllocation, 'id'>;

// Applies a batch to a plain store as the mock does, new ids counting up from `nextId`.
function apply(store: Map<number, Stored>, batch: AllocationBatch, nextId: number) {
  const next = new Map(store);
  const created: number[] = [];
  for (const create of batch.creates) {
    const minutes = minutesFromHoursPerDay(create.hours_per_day)!;
    next.set(nextId + created.length, {
      ...create,
      minutes_per_day: minutes,
      hourly_rate: create.hourly_rate ?? 0,
    });
    created.push(nextId + created.length);
  }
  for (const change of batch.changes) {
    const { id, ...fields } = change;
    const old = next.get(id)!;
    const merged = { ...old, ...fields };
    next.set(id, { ...merged, minutes_per_day: minutesFromHoursPerDay(merged.hours_per_day)! });
  }
  for (const id of batch.deletes) next.delete(id);
  return { store: next, created };
}

// The rows with their fields in one order, ids left out (an undone delete comes back with a new one).
const withoutIds = (store: Map<number, Stored>) =>
  [...store.values()]
    .map((row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))))
    .sort();

const FROM = '2025-05-01';
const DAYS = 31;
const dayArb = fc.integer({ min: 0, max: DAYS - 1 });
const spanArb = fc.tuple(dayArb, dayArb).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('traffic-conflicts: properties', () => {
  it('a day off never carries booked minutes without a conflict', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ span: spanArb, minutes: fc.integer({ min: 1, max: 600 }), tentative: fc.boolean() }),
          { maxLength: 4 },
        ),
        fc.array(fc.record({ span: spanArb, approved: fc.boolean(), half: fc.boolean() }), { maxLength: 3 }),
        fc.uniqueArray(dayArb, { maxLength: 4 }),
        (allocationSpecs, leaveSpecs, holidayDays) => {
          const holidays = holidayDays.map((day) => ({ date: dateAt(FROM, day), name: `Holiday ${day}` }));
          const allocations: LoadAllocation[] = allocationSpecs.map((spec, position) => ({
            id: position + 1,
            start_date: dateAt(FROM, spec.span[0]),
            end_date: dateAt(FROM, spec.span[1]),
            minutes_per_day: spec.minutes,
            status: spec.tentative ? 'tentative' : 'confirmed',
          }));
          const timeOffs: LoadTimeOff[] = leaveSpecs.map((spec, position) => ({
            id: position + 1,
            status: spec.approved ? 'approved' : 'pending',
            start_date: dateAt(FROM, spec.span[0]),
            end_date: dateAt(FROM, spec.span[1]),
            partial_days: spec.half ? [{ date: dateAt(FROM, spec.span[0]), part: 'am', hours: null }] : [],
          }));
          const load = dailyLoad(
            { availability: [], allocations, time_offs: timeOffs, holidays },
            FROM,
            dateAt(FROM, DAYS - 1),
          );
          const conflicts = conflictsOf(load, allocations, holidays, OPTIONS);
          for (let index = 0; index < DAYS; index += 1) {
            const booked = load.booked[index]! + load.tentative[index]!;
            if (load.kind[index] !== DAY_WORKING) {
              expect(booked).toBe(0);
              continue;
            }
            const date = dateAt(FROM, index);
            const onLeave = (status: 'approved' | 'pending') =>
              allocations
                .filter((a) => a.start_date <= date && a.end_date >= date)
                .every((a) =>
                  conflicts.some(
                    (c) =>
                      c.kind === 'on_leave' &&
                      c.leaveStatus === status &&
                      c.allocationIds.includes(a.id) &&
                      c.first <= date &&
                      c.last >= date,
                  ),
                );
            if (booked > 0 && load.leave[index]! > 0) expect(onLeave('approved')).toBe(true);
            else if (booked > 0 && load.pendingLeave[index]! > 0) expect(onLeave('pending')).toBe(true);
          }
        },
      ),
    );
  });

  it('percentage ⇄ HH:MM round-trips within a minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 }), (minutes) => {
        const back = minutesPerDayFromPercentage(percentageFromMinutesPerDay(minutes));
        expect(Math.abs(back - minutes)).toBeLessThanOrEqual(1);
        expect(minutesFromHoursPerDay(hoursPerDayText(minutes))).toBe(minutes);
      }),
    );
  });

  it('splitAround then inverseBatch restores the allocations', () => {
    fc.assert(
      fc.property(spanArb, spanArb, fc.boolean(), (own, cut, tentative) => {
        fc.pre(cut[0] <= own[1] && cut[1] >= own[0]);
        const original = allocation({
          start_date: dateAt(FROM, own[0]),
          end_date: dateAt(FROM, own[1]),
          status: tentative ? 'tentative' : 'confirmed',
        });
        const { id, ...stored } = original;
        const before = new Map<number, Stored>([[id, stored]]);
        const batch = splitAround(original, dateAt(FROM, cut[0]), dateAt(FROM, cut[1]));
        const after = apply(before, batch, 100);
        const inverse = inverseBatch(batch, new Map([[id, original]]), after.created);
        const restored = apply(after.store, inverse, 200);
        expect(withoutIds(restored.store)).toEqual(withoutIds(before));
      }),
    );
  });
});
