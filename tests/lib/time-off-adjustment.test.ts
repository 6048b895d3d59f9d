import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  ADJUSTMENT_MESSAGES,
  adjustmentFormSchema,
  adjustmentOf,
  filterSignedDays,
  parseSignedDays,
} from '@/lib/time-off-adjustment';

const messagesOf = (values: { days: string; date: string; note: string }) => {
  const parsed = z.safeParse(adjustmentFormSchema, values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('a balance adjustment', () => {
  it('takes signed days with one decimal as typed', () => {
    expect(filterSignedDays('-1.55')).toBe('-1.5');
    expect(filterSignedDays('+2x')).toBe('+2');
    expect(filterSignedDays('1-2')).toBe('12');
    expect(filterSignedDays('\u22123')).toBe('-3');
  });

  it('filtering twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => filterSignedDays(filterSignedDays(text)) === filterSignedDays(text)),
    );
  });

  it('reads the days, or null when they are not a number', () => {
    expect([
      parseSignedDays('-1.5'),
      parseSignedDays('+2'),
      parseSignedDays('.5'),
      parseSignedDays('-'),
    ]).toEqual([-1.5, 2, 0.5, null]);
  });

  it('refuses 0 days, a missing date and a blank note, each at its field', () => {
    expect(messagesOf({ days: '0', date: '', note: '  ' })).toEqual({
      days: ADJUSTMENT_MESSAGES.zero,
      date: ADJUSTMENT_MESSAGES.date,
      note: ADJUSTMENT_MESSAGES.note,
    });
    expect(messagesOf({ days: '-', date: '2026-03-01', note: 'x' })).toEqual({
      days: ADJUSTMENT_MESSAGES.days,
    });
    expect(messagesOf({ days: '400', date: '2026-03-01', note: 'x' })).toEqual({
      days: ADJUSTMENT_MESSAGES.tooMany,
    });
  });

  it('sends a vacation entry with the days as a number and the note trimmed', () => {
    expect(adjustmentOf({ days: '-1.5', date: '2026-03-01', note: ' Sold back ' })).toEqual({
      type: 'vacation',
      days: -1.5,
      date: '2026-03-01',
      note: 'Sold back',
    });
  });
});
