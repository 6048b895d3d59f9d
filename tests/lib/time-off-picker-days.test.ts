import { pickerDayDescriber } from '@/lib/time-off-picker-days';

const HOLIDAYS = [{ date: '2025-04-09', name: 'Day of National Unity' }];
const VACATION = { type: 'vacation', status: 'approved', start_date: '2025-04-14', end_date: '2025-04-16' };

describe('the request form’s picker days', () => {
  const dayOf = pickerDayDescriber(HOLIDAYS, [VACATION]);

  it('says nothing of an ordinary working day', () => {
    expect(dayOf('2025-04-10')).toBeNull();
  });

  it('marks a weekend off without a name, and a holiday off by its name', () => {
    expect(dayOf('2025-04-12')).toEqual({ off: true });
    expect(dayOf('2025-04-13')).toEqual({ off: true });
    expect(dayOf('2025-04-09')).toEqual({ off: true, name: 'Day of National Unity' });
  });

  it('names the person’s own requests’ days, which stay working days', () => {
    expect(dayOf('2025-04-14')).toEqual({ off: false, name: 'Your vacation, approved' });
    expect(dayOf('2025-04-16')).toEqual({ off: false, name: 'Your vacation, approved' });
    expect(dayOf('2025-04-17')).toBeNull();
    expect(pickerDayDescriber([], [VACATION], false)('2025-04-15')?.name).toBe('Their vacation, approved');
  });

  it('joins a holiday and a request on the same day, and ignores a value that is not a date', () => {
    const both = pickerDayDescriber(HOLIDAYS, [{ ...VACATION, start_date: '2025-04-08' }]);
    expect(both('2025-04-09')).toEqual({ off: true, name: 'Day of National Unity; Your vacation, approved' });
    expect(dayOf('')).toBeNull();
  });
});
