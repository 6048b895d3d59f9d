import { duplicateOf, freeMinutesOfRange, shiftedChange, splitAt } from '@/lib/traffic-bar-edits';
import type { FixableAllocation } from '@/lib/traffic-conflicts';
import { dailyLoad } from '@/lib/traffic-load';

const atlas: FixableAllocation = {
  id: 7,
  internal_project_id: 3,
  user_id: 11,
  start_date: '2024-05-13',
  end_date: '2024-05-17',
  minutes_per_day: 240,
  hours_per_day: '04:00',
  status: 'confirmed',
  note: null,
  hourly_rate: 45,
};

describe('bar edits', () => {
  it('moves both ends and resizes one, never to end before it starts', () => {
    expect(shiftedChange(atlas, 'move', 1)).toEqual({
      id: 7,
      start_date: '2024-05-14',
      end_date: '2024-05-18',
    });
    expect(shiftedChange(atlas, 'resize-end', -1)).toEqual({ id: 7, end_date: '2024-05-16' });
    expect(shiftedChange(atlas, 'resize-start', -1)).toEqual({ id: 7, start_date: '2024-05-12' });
    expect(shiftedChange({ ...atlas, end_date: atlas.start_date }, 'resize-end', -1)).toBeNull();
  });

  it('splits at a day into two with the same project and time', () => {
    expect(splitAt(atlas, '2024-05-15')).toEqual({
      changes: [{ id: 7, end_date: '2024-05-14' }],
      creates: [
        expect.objectContaining({
          start_date: '2024-05-15',
          end_date: '2024-05-17',
          hours_per_day: '04:00',
          internal_project_id: 3,
        }),
      ],
      deletes: [],
    });
    expect(splitAt(atlas, '2024-05-13')).toBeNull();
  });

  it('duplicates after itself, or where a drag drops it for another person', () => {
    expect(duplicateOf(atlas).creates[0]).toMatchObject({
      start_date: '2024-05-18',
      end_date: '2024-05-22',
      user_id: 11,
    });
    expect(duplicateOf(atlas, '2024-06-03', 12).creates[0]).toMatchObject({
      start_date: '2024-06-03',
      end_date: '2024-06-07',
      user_id: 12,
    });
  });

  it('prefills with the least free time of the range working days', () => {
    const load = dailyLoad(
      { availability: [], allocations: [{ ...atlas, end_date: '2024-05-14' }], time_offs: [], holidays: [] },
      '2024-05-01',
      '2024-05-31',
    );
    expect(freeMinutesOfRange(load, '2024-05-13', '2024-05-16', true)).toBe(240);
    expect(freeMinutesOfRange(load, '2024-05-15', '2024-05-16', true)).toBe(480);
    expect(freeMinutesOfRange(load, '2024-05-18', '2024-05-19', true)).toBeNull();
  });
});
