import fc from 'fast-check';
import { createListCodec } from '@/lib/list-params';
import {
  barPercent,
  lastTwelveMonths,
  REJECTED_LIST_DEFAULTS,
  rejectedListSchema,
  rejectionPeriodOf,
  shareLabel,
} from '@/features/recruitment/rejected/rejected-candidate-url';

describe('the rejected candidates list in the URL', () => {
  const codec = createListCodec(rejectedListSchema, REJECTED_LIST_DEFAULTS);

  it('reads every filter from the link, a mangled day falling back to the default period', () => {
    const state = codec.decode({
      reason: ['2', '5'],
      stage: 'interview',
      position: '4',
      rejected_by: '1',
      source: 'LinkedIn',
      from: '2026-02-30x',
      to: '2026-06-30',
      search: 'ana',
    });
    expect(state.filters).toEqual({
      search: 'ana',
      reason: [2, 5],
      stage: ['interview'],
      position: [4],
      rejectedBy: [1],
      source: ['LinkedIn'],
      from: null,
      to: '2026-06-30',
    });
    expect(state.sort).toEqual({ id: 'rejected_at', desc: true });
  });
});

describe('the default period', () => {
  it('is the twelve months up to and including today', () => {
    expect(lastTwelveMonths(new Date(2026, 10, 24))).toEqual({ from: '2025-11-25', to: '2026-11-24' });
    // A year before 29 February is the 28th: the period starts the day after.
    expect(lastTwelveMonths(new Date(2028, 1, 29))).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });

  it('fills only the end the link leaves out', () => {
    const today = new Date(2026, 10, 24);
    expect(rejectionPeriodOf({ from: '2026-01-01', to: null }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-11-24',
    });
  });
});

describe('the bars of the breakdown', () => {
  it('are as long as their share of the longest, and any count above none stays visible', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const max = Math.max(a, b);
        const percent = barPercent(a, max);
        expect(percent).toBeGreaterThanOrEqual(a > 0 ? 1 : 0);
        expect(percent).toBeLessThanOrEqual(100);
        if (a === max && a > 0) expect(percent).toBe(100);
      }),
    );
  });

  it('say their number and share in words', () => {
    expect(shareLabel(3, 12)).toBe('3 of 12 (25%)');
    expect(shareLabel(0, 0)).toBe('0 of 0 (0%)');
  });
});
