import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MONTH_OPTIONS, MONTHS, QUARTER_NAMES, QUARTERS, quarterOfMonth } from '@/lib/quarters';

describe('months', () => {
  it('are January to December in calendar order', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('January');
    expect(MONTHS[11]).toBe('December');
  });

  it('as options are the twelve months followed by Yearly', () => {
    expect(MONTH_OPTIONS).toEqual([...MONTHS, 'Yearly']);
  });
});

describe('quarters', () => {
  it('are Q1..Q4 with ids 0..3', () => {
    expect(QUARTERS.map((q) => [q.id, q.name])).toEqual([
      [0, 'Q1'],
      [1, 'Q2'],
      [2, 'Q3'],
      [3, 'Q4'],
    ]);
    expect(QUARTER_NAMES).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });

  it('each hold three consecutive months, names matching indexes', () => {
    expect(QUARTERS[1].months).toEqual(['April', 'May', 'June']);
    for (const quarter of QUARTERS) {
      expect(quarter.monthIndexes).toEqual([quarter.id * 3, quarter.id * 3 + 1, quarter.id * 3 + 2]);
      expect(quarter.months).toEqual(quarter.monthIndexes.map((i) => MONTHS[i]));
    }
  });

  it('together cover every month exactly once', () => {
    expect(QUARTERS.flatMap((q) => q.monthIndexes)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('the quarter of a month', () => {
  it('maps month indexes (0-11, like Date#getMonth) to their quarter', () => {
    expect(quarterOfMonth(0).name).toBe('Q1');
    expect(quarterOfMonth(2).name).toBe('Q1');
    expect(quarterOfMonth(3).name).toBe('Q2');
    expect(quarterOfMonth(11).name).toBe('Q4');
  });

  it('rejects an index outside 0-11', () => {
    expect(() => quarterOfMonth(-1)).toThrow(RangeError);
    expect(() => quarterOfMonth(12)).toThrow(RangeError);
    expect(() => quarterOfMonth(1.5)).toThrow(RangeError);
  });

  it('is the quarter that lists the month (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), (i) => quarterOfMonth(i).monthIndexes.includes(i)),
    );
  });
});
