import { dailyLoad } from '@/lib/traffic-load';
import {
  periodLoad,
  trafficPeriods,
  utilisationBand,
  utilisationPercent,
  utilisationText,
} from '@/lib/traffic-periods';

describe('traffic-periods: trafficPeriods', () => {
  it('cuts a range into months clipped to it', () => {
    expect(trafficPeriods('2025-04-15', '2025-06-10', 'month')).toEqual([
      { key: '2025-04', label: 'Apr 2025', from: '2025-04-15', to: '2025-04-30', first: 0, last: 15 },
      { key: '2025-05', label: 'May 2025', from: '2025-05-01', to: '2025-05-31', first: 16, last: 46 },
      { key: '2025-06', label: 'Jun 2025', from: '2025-06-01', to: '2025-06-10', first: 47, last: 56 },
    ]);
  });

  it('cuts a range into Monday-to-Sunday weeks keyed by their Monday', () => {
    const weeks = trafficPeriods('2025-05-01', '2025-05-14', 'week');
    expect(weeks.map(({ key, label, from, to }) => ({ key, label, from, to }))).toEqual([
      { key: '2025-04-28', label: 'W/c 28 Apr', from: '2025-05-01', to: '2025-05-04' },
      { key: '2025-05-05', label: 'W/c 5 May', from: '2025-05-05', to: '2025-05-11' },
      { key: '2025-05-12', label: 'W/c 12 May', from: '2025-05-12', to: '2025-05-14' },
    ]);
  });
});

describe('traffic-periods: utilisation', () => {
  it('sums a period and counts overbooked days beyond the quarter-hour slack', () => {
    const load = dailyLoad(
      {
        availability: [],
        allocations: [
          {
            id: 1,
            start_date: '2025-05-05',
            end_date: '2025-05-06',
            minutes_per_day: 480,
            status: 'confirmed',
          },
          {
            id: 2,
            start_date: '2025-05-05',
            end_date: '2025-05-05',
            minutes_per_day: 15,
            status: 'confirmed',
          },
          {
            id: 3,
            start_date: '2025-05-06',
            end_date: '2025-05-06',
            minutes_per_day: 16,
            status: 'confirmed',
          },
        ],
        time_offs: [],
        holidays: [],
      },
      '2025-05-05',
      '2025-05-11',
    );
    expect(periodLoad(load, 0, 6, false)).toMatchObject({
      capacity: 5 * 480,
      booked: 480 * 2 + 31,
      workingDays: 5,
      overbookedDays: 1,
    });
  });

  it('bands: under half free, to 90 % partial, to capacity and the slack full, then over', () => {
    expect(utilisationBand(0, 0)).toBe('none');
    expect(utilisationBand(60, 0)).toBe('over');
    expect(utilisationBand(239, 480)).toBe('free');
    expect(utilisationBand(240, 480)).toBe('partial');
    expect(utilisationBand(432, 480)).toBe('full');
    expect(utilisationBand(495, 480)).toBe('full');
    expect(utilisationBand(496, 480)).toBe('over');
  });

  it('says it in words and whole percent', () => {
    expect(utilisationText(7200, 10080)).toBe('120:00 of 168:00');
    expect(utilisationText(600, 480)).toBe('10:00 of 8:00, +2:00 over');
    expect(utilisationPercent(240, 480)).toBe(50);
    expect(utilisationPercent(240, 0)).toBeNull();
  });
});
