import { describe, expect, it } from 'vitest';

import { isDateRangeInOrder } from '@/lib/date-range';

// The one rule behind dateRangeCheck (a DateRangeField's form) and periodChecks (studies, jobs,
// projects): dates as the forms hold them, yyyy-MM-dd and '' for none.
describe('a start and an end date in order', () => {
  it('equal dates are allowed', () => {
    expect(isDateRangeInOrder('2026-03-01', '2026-03-01')).toBe(true);
  });

  it('an end after the start is allowed', () => {
    expect(isDateRangeInOrder('2026-03-01', '2026-03-31')).toBe(true);
  });

  it('an end before the start is refused', () => {
    expect(isDateRangeInOrder('2026-03-10', '2026-03-05')).toBe(false);
    expect(isDateRangeInOrder('2019-09-01', '2018-06-30')).toBe(false);
  });

  it('an open end is allowed', () => {
    expect(isDateRangeInOrder('2026-03-01', '')).toBe(true);
  });

  it('a blank start is allowed', () => {
    expect(isDateRangeInOrder('', '2026-03-01')).toBe(true);
    expect(isDateRangeInOrder('', '')).toBe(true);
  });

  it('an ongoing period is allowed whatever its end', () => {
    expect(isDateRangeInOrder('2026-03-10', '2026-03-05', true)).toBe(true);
    expect(isDateRangeInOrder('2026-03-10', '', true)).toBe(true);
    expect(isDateRangeInOrder('2026-03-10', '2026-03-05', false)).toBe(false);
  });

  it('an impossible day is left to its own field', () => {
    expect(isDateRangeInOrder('2026-03-10', '2026-02-30')).toBe(true);
    expect(isDateRangeInOrder('2026-13-01', '2026-03-05')).toBe(true);
  });

  it('a date more than 150 years away is left to its own field', () => {
    expect(isDateRangeInOrder('1700-03-10', '1600-03-05')).toBe(true);
    expect(isDateRangeInOrder('2026-03-10', '1700-03-05')).toBe(true);
  });

  it('a date not written yyyy-MM-dd is left to its own field', () => {
    expect(isDateRangeInOrder('2026-03-10', '2026-3-5')).toBe(true);
    expect(isDateRangeInOrder('2026-03-10', 'invalid-date')).toBe(true);
  });
});
