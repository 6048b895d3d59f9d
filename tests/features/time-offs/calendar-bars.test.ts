import type { CalendarRow, CalendarTimeOff } from '@/api/time-offs/time-off-calendar.schemas';
import {
  calendarCoverage,
  describeCalendarDay,
  leaveBarsOf,
} from '@/features/time-offs/calendar/calendar-bars';

const leave = (fields: Partial<CalendarTimeOff>): CalendarTimeOff => ({
  id: 7,
  type: 'vacation',
  status: 'approved',
  start_date: '2025-05-05',
  end_date: '2025-05-09',
  partial_days: [],
  ...fields,
});

const person = (id: number, time_offs: CalendarTimeOff[]): CalendarRow => ({
  user: { id, name: `Person ${id}`, avatar: null, department: null, country: 'GE' },
  time_offs,
});

describe('time off as calendar bars', () => {
  it('approved leave is one solid bar named by type, status and dates', () => {
    expect(leaveBarsOf(leave({}))).toEqual([
      expect.objectContaining({
        timeOffId: 7,
        start: '2025-05-05',
        end: '2025-05-09',
        pattern: 'solid',
        label: 'Vacation, approved, 5 May 2025 – 9 May 2025',
      }),
    ]);
  });

  it('pending leave is hatched and says pending', () => {
    const [bar] = leaveBarsOf(leave({ status: 'pending', type: 'sick_leave', end_date: '2025-05-05' }));
    expect(bar).toMatchObject({ pattern: 'hatched', label: 'Sick leave, pending, 5 May 2025' });
  });

  it('a half day is a half-height bar of its own between whole-day runs', () => {
    const bars = leaveBarsOf(
      leave({
        partial_days: [
          { date: '2025-05-07', part: 'pm', hours: null },
          { date: '2025-05-09', part: 'am', hours: null },
        ],
      }),
    );
    expect(bars.map(({ start, end, part }) => [start, end, part ?? 'full'])).toEqual([
      ['2025-05-05', '2025-05-06', 'full'],
      ['2025-05-07', '2025-05-07', 'pm'],
      ['2025-05-08', '2025-05-08', 'full'],
      ['2025-05-09', '2025-05-09', 'am'],
    ]);
    expect(bars[1]?.label).toBe('Vacation, approved, 7 May 2025 afternoon');
  });

  it('a day taken by hours is a whole-day bar at its share of the day: 2:00 of 8:00 a quarter', () => {
    const bars = leaveBarsOf(
      leave({
        end_date: '2025-05-06',
        partial_days: [{ date: '2025-05-06', part: 'hours', hours: '02:00' }],
      }),
    );
    expect(bars.map(({ start, part, share }) => [start, part ?? 'full', share])).toEqual([
      ['2025-05-05', 'full', undefined],
      ['2025-05-06', 'full', 0.25],
    ]);
    expect(bars[1]?.label).toBe('Vacation, approved, 6 May 2025 02:00 hours');
  });
});

describe('who is absent each day', () => {
  it('counts each person once a day, approved and pending apart', () => {
    const coverage = calendarCoverage(
      [
        person(1, [
          leave({ start_date: '2025-05-01', end_date: '2025-05-02' }),
          leave({ id: 8, start_date: '2025-05-02', end_date: '2025-05-03' }),
        ]),
        person(2, [leave({ status: 'pending', start_date: '2025-05-03', end_date: '2025-05-03' })]),
        person(3, []),
      ],
      '2025-05-01',
      4,
    );
    expect(coverage.total).toBe(3);
    expect([...coverage.absent]).toEqual([1, 1, 1, 0]);
    expect([...coverage.pending]).toEqual([0, 0, 1, 0]);
  });
});

describe('what the live region reads for a day', () => {
  it('names the leave, the holiday and the weekend, or says nothing is planned', () => {
    const holidays = [{ date: '2025-05-09', name: 'Victory Day' }];
    const timeOffs = [
      leave({ status: 'pending', partial_days: [{ date: '2025-05-09', part: 'am', hours: null }] }),
    ];
    expect(describeCalendarDay('Ana Beridze', '2025-05-09', timeOffs, holidays)).toBe(
      'Ana Beridze, Fri 9 May 2025: vacation morning pending, holiday Victory Day',
    );
    expect(describeCalendarDay('Ana Beridze', '2025-05-10', timeOffs, holidays)).toBe(
      'Ana Beridze, Sat 10 May 2025: weekend',
    );
    expect(describeCalendarDay('Ana Beridze', '2025-05-12', timeOffs, holidays)).toBe(
      'Ana Beridze, Mon 12 May 2025: working day, no time off',
    );
  });
});
