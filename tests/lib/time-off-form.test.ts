import {
  END_BEFORE_START,
  exclusionChangeOf,
  exclusionFormSchema,
  emptyTimeOffForm,
  START_REQUIRED,
  timeOffFormSchema,
  TYPE_REQUIRED,
  dayRowsFor,
  formFieldOfServerKey,
  isTooLongToList,
  MAX_LISTED_DAYS,
  partialDaysOf,
  workingDatesOf,
  type DayRow,
} from '@/lib/time-off-form';

describe('the request form’s days', () => {
  it('lists the working days of the range: no weekend, no holiday', () => {
    expect(workingDatesOf('2025-05-08', '2025-05-12', ['2025-05-09'])).toEqual(['2025-05-08', '2025-05-12']);
    expect(workingDatesOf('2025-05-12', '2025-05-08')).toEqual([]);
    expect(workingDatesOf('', '2025-05-08')).toEqual([]);
    expect(workingDatesOf('2025-01-01', '2025-12-31')).toHaveLength(0);
    expect(isTooLongToList('2025-01-01', '2025-12-31')).toBe(true);
    expect(isTooLongToList('2025-05-10', '2025-05-11')).toBe(false);
    expect(MAX_LISTED_DAYS).toBeGreaterThan(31);
  });

  it('keeps what was chosen for a day still in the range and takes a new day whole', () => {
    const before: DayRow[] = [
      { date: '2025-05-08', choice: 'am', hours: '' },
      { date: '2025-05-07', choice: 'pm', hours: '' },
    ];
    expect(dayRowsFor(['2025-05-08', '2025-05-12'], before)).toEqual([
      { date: '2025-05-08', choice: 'am', hours: '' },
      { date: '2025-05-12', choice: 'full', hours: '' },
    ]);
  });

  it('sends only the days not taken whole, hours only for an hours day', () => {
    const rows: DayRow[] = [
      { date: '2025-05-08', choice: 'full', hours: '02:00' },
      { date: '2025-05-09', choice: 'pm', hours: '02:00' },
      { date: '2025-05-12', choice: 'hours', hours: '03:30' },
    ];
    expect(partialDaysOf(rows)).toEqual([
      { date: '2025-05-09', part: 'pm', hours: null },
      { date: '2025-05-12', part: 'hours', hours: '03:30' },
    ]);
    // The second partial day is the third row.
    expect(formFieldOfServerKey('partial_days.1.hours', rows)).toBe('days.2.hours');
    expect(formFieldOfServerKey('partial_days.0.part', rows)).toBe('days.1.choice');
    expect(formFieldOfServerKey('end_date', rows)).toBe('end_date');
    expect(formFieldOfServerKey('partial_days.5.hours', rows)).toBe('partial_days.5.hours');
  });
});

describe('the request form’s rules', () => {
  const valid = {
    ...emptyTimeOffForm('2025-05-05'),
    type: 'vacation',
    end_date: '2025-05-07',
    days: [{ date: '2025-05-06', choice: 'hours' as const, hours: '03:30' }],
  };
  const messages = (values: unknown) => {
    const result = timeOffFormSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for a type and both days, and an end not before the start', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, type: '', start_date: '', end_date: '2025-05-01' })).toEqual({
      type: TYPE_REQUIRED,
      start_date: START_REQUIRED,
    });
    expect(messages({ ...valid, end_date: '2025-05-01' })).toEqual({ end_date: END_BEFORE_START });
  });

  it('takes hours of a day as the API does: above none, at most a working day, on the day’s row', () => {
    const hours = (text: string) =>
      messages({
        ...valid,
        days: [
          { date: '2025-05-05', choice: 'full', hours: '' },
          { date: '2025-05-06', choice: 'hours', hours: text },
        ],
      });
    expect(hours('08:00')).toEqual({});
    expect(hours('')).toEqual({ 'days.1.hours': 'Enter the hours as HH:MM.' });
    expect(hours('00:00')).toEqual({ 'days.1.hours': 'Enter the hours as HH:MM.' });
    expect(hours('08:30')).toEqual({ 'days.1.hours': 'At most 8:00 hours a day.' });
  });
});

describe('the exclusion form', () => {
  it('asks partially excluded requests for some of their days, in halves, and sends all or none otherwise', () => {
    const schema = exclusionFormSchema(4.5);
    expect(schema.safeParse({ exclusion: 'partially', excluded_days: '2.5' }).success).toBe(true);
    for (const days of ['', '0', '4.5', '1.3', 'x'])
      expect(schema.safeParse({ exclusion: 'partially', excluded_days: days }).success).toBe(false);
    expect(schema.safeParse({ exclusion: 'no', excluded_days: '' }).success).toBe(true);
    expect(exclusionChangeOf({ exclusion: 'fully', excluded_days: '' }, 4.5)).toEqual({
      exclusion: 'fully',
      excluded_days: 4.5,
    });
    expect(exclusionChangeOf({ exclusion: 'no', excluded_days: '2' }, 4.5)).toEqual({
      exclusion: 'no',
      excluded_days: 0,
    });
    expect(exclusionChangeOf({ exclusion: 'partially', excluded_days: '2' }, 4.5)).toEqual({
      exclusion: 'partially',
      excluded_days: 2,
    });
  });
});
