import { stripDescription, stripRuns } from '@/lib/traffic-availability-strip';
import { dailyLoad } from '@/lib/traffic-load';

// Mon 6 – Sun 12 May 2024.
const loadWith = (minutes: number[], onDemand = false) =>
  dailyLoad(
    {
      availability: onDemand ? [{ date: '2024-01-01', availability: 'On-demand' }] : [],
      allocations: minutes.map((perDay, index) => ({
        id: index + 1,
        start_date: `2024-05-0${6 + index}`,
        end_date: `2024-05-0${6 + index}`,
        minutes_per_day: perDay,
        status: 'confirmed',
      })),
      time_offs: [],
      holidays: [],
    },
    '2024-05-06',
    '2024-05-12',
  );

describe('the availability strip', () => {
  it('runs free, full and over days and leaves the weekend blank', () => {
    expect(stripRuns(loadWith([0, 480, 480, 600, 120]), true)).toEqual([
      { first: 0, last: 0, status: 'free' },
      { first: 1, last: 2, status: 'full' },
      { first: 3, last: 3, status: 'over' },
      { first: 4, last: 4, status: 'free' },
    ]);
  });

  it('says in words what the colours show', () => {
    expect(stripDescription(stripRuns(loadWith([0, 480, 480, 600, 120]), true))).toBe(
      'Availability: 2 days free, 2 fully booked, 1 overbooked',
    );
    expect(stripDescription(stripRuns(loadWith([0, 0, 0, 0, 0], true), true))).toBe(
      'Availability: 5 on demand',
    );
  });
});
