import { describe, expect, it } from 'vitest';

import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { createDefaultReportRow } from '@/lib/financial-report';
import { MONTHS, QUARTER_NAMES } from '@/lib/quarters';

const zeros = { GEL: 0, USD: 0, GBP: 0, EUR: 0 };

describe('a default financial report row', () => {
  const row = createDefaultReportRow(7, 'Project X');

  it('carries the id and title, with no invoices', () => {
    expect(row.id).toBe(7);
    expect(row.title).toBe('Project X');
    expect(row.invoices).toEqual([]);
  });

  it('has every month from January to December with zero forecast and actual per currency', () => {
    expect(Object.keys(row.months)).toEqual([...MONTHS]);
    for (const month of MONTHS) expect(row.months[month]).toEqual({ forecast: zeros, actual: zeros });
  });

  it('has Q1 to Q4 with zero forecast and actual per currency', () => {
    expect(Object.keys(row.quarters)).toEqual([...QUARTER_NAMES]);
    for (const quarter of QUARTER_NAMES)
      expect(row.quarters[quarter]).toEqual({ forecast: zeros, actual: zeros });
  });

  it('has a zero delta: total per currency, percentage and other (vacation, sick leave, other)', () => {
    expect(row.delta).toEqual({
      total: zeros,
      percentage: 0,
      other: { vacation: zeros, sick_leave: zeros, other: zeros },
    });
  });

  it('uses the default all_currencies order for its currency keys', () => {
    expect(Object.keys(row.months.March.forecast)).toEqual([...DEFAULT_ALL_CURRENCIES]);
  });

  it('uses the currencies it is given', () => {
    const custom = createDefaultReportRow(1, 'Y', ['USD']);
    expect(custom.months.May).toEqual({ forecast: { USD: 0 }, actual: { USD: 0 } });
    expect(custom.delta.total).toEqual({ USD: 0 });
  });

  it('shares no objects between periods, so editing one cell changes only that cell', () => {
    const fresh = createDefaultReportRow(1, 'Z');
    fresh.months.January.forecast.EUR = 100;
    expect(fresh.months.February.forecast.EUR).toBe(0);
    expect(fresh.months.January.actual.EUR).toBe(0);
    expect(fresh.quarters.Q1.forecast.EUR).toBe(0);
    expect(fresh.delta.total.EUR).toBe(0);
    expect(createDefaultReportRow(1, 'Z').months.January.forecast.EUR).toBe(0);
  });
});
