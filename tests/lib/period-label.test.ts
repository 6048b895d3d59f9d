import { endsBeforeStart, formatMonthRange, formatYearRange } from '@/lib/period-label';

describe('period labels', () => {
  it('names studies by their years, an open end "present"', () => {
    expect(formatYearRange('2014-09-01', '2018-06-30')).toBe('2014 – 2018');
    expect(formatYearRange('2020-10-01', null)).toBe('2020 – present');
  });

  it('names jobs by their months', () => {
    expect(formatMonthRange('2018-03-01', '2020-06-30')).toBe('Mar 2018 – Jun 2020');
    expect(formatMonthRange('2020-07-01', null)).toBe('Jul 2020 – present');
  });

  it('says only the end when the start is unknown', () => {
    expect(formatYearRange(null, '2018-06-30')).toBe('until 2018');
    expect(formatYearRange(null, null)).toBe('ongoing');
  });

  it('finds an end before the start, and only then', () => {
    expect(endsBeforeStart('2020-01-02', '2020-01-01')).toBe(true);
    expect(endsBeforeStart('2020-01-01', '2020-01-01')).toBe(false);
    expect(endsBeforeStart('2020-01-01', null)).toBe(false);
    expect(endsBeforeStart(null, '2020-01-01')).toBe(false);
    expect(endsBeforeStart('2020-01-01', 'invalid-date')).toBe(false);
  });
});
