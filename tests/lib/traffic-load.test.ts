import { countryHolidaysBetween } from '@/lib/holidays';
import {
  DAY_HOLIDAY,
  DAY_WEEKEND,
  DAY_WORKING,
  availabilityOn,
  dailyLoad,
  freeOn,
  isOverbooked,
  type LoadInput,
} from '@/lib/traffic-load';
import { dayIndexOf } from '@/lib/planner-grid';
import { periodLoad, utilisationText } from '@/lib/traffic-periods';

const MAY_FROM = '2025-05-01';
const MAY_TO = '2025-05-31';
const GE_MAY = countryHolidaysBetween('GE', MAY_FROM, MAY_TO);

const input = (overrides: Partial<LoadInput> = {}): LoadInput => ({
  availability: [],
  allocations: [],
  time_offs: [],
  holidays: GE_MAY,
  ...overrides,
});

const at = (date: string) => dayIndexOf(MAY_FROM, date);

describe('traffic-load: capacity', () => {
  it('a Georgian May 2025 has 19 working days: weekends and 9, 12 and 26 May out (17 May is a Saturday)', () => {
    expect(GE_MAY.map((day) => day.date)).toEqual(['2025-05-09', '2025-05-12', '2025-05-17', '2025-05-26']);
    const load = dailyLoad(input(), MAY_FROM, MAY_TO);
    expect(load.kind[at('2025-05-09')]).toBe(DAY_HOLIDAY);
    expect(load.kind[at('2025-05-17')]).toBe(DAY_WEEKEND);
    expect(load.kind[at('2025-05-13')]).toBe(DAY_WORKING);
    const month = periodLoad(load, 0, load.count - 1, false);
    expect(month.workingDays).toBe(19);
    expect(month.capacity).toBe(19 * 480);
  });

  it('a half day of approved leave halves the day; pending leave is drawn, not subtracted', () => {
    const load = dailyLoad(
      input({
        time_offs: [
          {
            id: 1,
            status: 'approved',
            start_date: '2025-05-13',
            end_date: '2025-05-13',
            partial_days: [{ date: '2025-05-13', part: 'am', hours: null }],
          },
          { id: 2, status: 'pending', start_date: '2025-05-14', end_date: '2025-05-14', partial_days: [] },
          { id: 3, status: 'rejected', start_date: '2025-05-15', end_date: '2025-05-15', partial_days: [] },
        ],
      }),
      MAY_FROM,
      MAY_TO,
    );
    expect(load.capacity[at('2025-05-13')]).toBe(240);
    expect(load.leave[at('2025-05-13')]).toBe(240);
    expect(load.capacity[at('2025-05-14')]).toBe(480);
    expect(load.pendingLeave[at('2025-05-14')]).toBe(480);
    expect(load.capacity[at('2025-05-15')]).toBe(480);
  });

  it('part-time halves capacity, and a half day of leave takes half of what is left', () => {
    const load = dailyLoad(
      input({
        availability: [{ date: '2025-04-01', availability: 'Partially available' }],
        time_offs: [
          {
            id: 1,
            status: 'approved',
            start_date: '2025-05-13',
            end_date: '2025-05-13',
            partial_days: [{ date: '2025-05-13', part: 'pm', hours: null }],
          },
        ],
      }),
      MAY_FROM,
      MAY_TO,
    );
    expect(load.capacity[at('2025-05-02')]).toBe(240);
    expect(load.capacity[at('2025-05-13')]).toBe(120);
  });

  it('on demand has no capacity but is never overbooked', () => {
    const load = dailyLoad(
      input({
        availability: [{ date: '2025-05-01', availability: 'On-demand' }],
        allocations: [
          { id: 1, start_date: MAY_FROM, end_date: MAY_TO, minutes_per_day: 480, status: 'confirmed' },
        ],
      }),
      MAY_FROM,
      MAY_TO,
    );
    expect(load.capacity[at('2025-05-13')]).toBe(0);
    expect(load.booked[at('2025-05-13')]).toBe(480);
    expect(isOverbooked(load, at('2025-05-13'), true)).toBe(false);
  });

  it('a 4:00 and a 6:00 allocation on one day are "+2:00 over"; tentative counts only when asked', () => {
    const load = dailyLoad(
      input({
        allocations: [
          {
            id: 1,
            start_date: '2025-05-13',
            end_date: '2025-05-13',
            minutes_per_day: 240,
            status: 'confirmed',
          },
          {
            id: 2,
            start_date: '2025-05-13',
            end_date: '2025-05-13',
            minutes_per_day: 360,
            status: 'tentative',
          },
        ],
      }),
      MAY_FROM,
      MAY_TO,
    );
    const day = at('2025-05-13');
    expect(isOverbooked(load, day, true)).toBe(true);
    expect(isOverbooked(load, day, false)).toBe(false);
    expect(freeOn(load, day, false)).toBe(240);
    expect(utilisationText(load.booked[day]! + load.tentative[day]!, load.capacity[day]!)).toBe(
      '10:00 of 8:00, +2:00 over',
    );
  });

  it('weekends and holidays carry no booking', () => {
    const load = dailyLoad(
      input({
        allocations: [
          { id: 1, start_date: MAY_FROM, end_date: MAY_TO, minutes_per_day: 480, status: 'confirmed' },
        ],
      }),
      MAY_FROM,
      MAY_TO,
    );
    expect(load.booked[at('2025-05-09')]).toBe(0);
    expect(load.booked[at('2025-05-10')]).toBe(0);
    expect(periodLoad(load, 0, load.count - 1, false).booked).toBe(19 * 480);
  });
});

describe('traffic-load: availabilityOn', () => {
  const entries = [
    { id: 1, type: 'internal', date: '2025-01-01', availability: 'Available' },
    { id: 2, type: 'billable', date: '2025-05-01', availability: 'Partially available' },
    { id: 3, type: 'internal', date: '2025-05-01', availability: 'Unavailable' },
  ];

  it('is the latest entry dated on or before the day, a billable one winning its date', () => {
    expect(availabilityOn(entries, '2024-12-31')).toBe('Available');
    expect(availabilityOn(entries, '2025-04-30')).toBe('Available');
    expect(availabilityOn(entries, '2025-05-01')).toBe('Partially available');
  });

  it('says the same as the day-by-day load', () => {
    const load = dailyLoad(input({ availability: entries }), MAY_FROM, MAY_TO);
    expect(load.base[at('2025-05-02')]).toBe(240);
  });
});
