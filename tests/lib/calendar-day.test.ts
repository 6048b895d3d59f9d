import fc from 'fast-check';
import { format } from 'date-fns';
import { calendarDay } from '@/lib/calendar-day';

describe('calendarDay', () => {
  it('writes a local day as yyyy-MM-dd', () => {
    expect(calendarDay(new Date(2025, 2, 8, 23, 59))).toBe('2025-03-08');
    expect(calendarDay(new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('says what date-fns format says for any day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(calendarDay(date)).toBe(format(date, 'yyyy-MM-dd'));
        },
      ),
    );
  });
});
