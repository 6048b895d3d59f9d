import fc from 'fast-check';
import { addDays, format, parseISO } from 'date-fns';
import {
  balanceAt,
  buildLedger,
  trialDaysLeft,
  type LedgerAdjustmentInput,
  type LedgerInput,
  type LedgerLine,
  type LedgerRequest,
} from '@/mocks/rules/time-off-ledger';

const CONFIG = { yearly_vacation_days: 24, trial_period: 11, trial_bonus_days: 5 };
const HIRED = '2025-03-10';

const approved = (
  id: number,
  start_date: string,
  working_days: number,
  withdrawn = false,
): LedgerRequest => ({
  id,
  start_date,
  working_days,
  status: 'approved',
  withdrawn,
});

const ledgerOf = (input: Partial<LedgerInput>) =>
  buildLedger({
    start_date: HIRED,
    config: CONFIG,
    requests: [],
    adjustments: [],
    until: '2027-03-12',
    ...input,
  });

const brief = (lines: readonly LedgerLine[]) =>
  lines.map(({ date, kind, days, balance_after }) => [date, kind, days, balance_after]);

describe('the ledger: design/planning.md §1.4 worked example (hired 2025-03-10, 24 days, 11 months, bonus 5)', () => {
  const ledger = ledgerOf({ requests: [approved(1, '2025-08-04', 3)] });

  it('bonus, taken, the bonus lapsing at eligibility, the allowance per employment year, the carry-over lapsing a year on', () => {
    expect(brief(ledger)).toEqual([
      ['2025-03-10', 'trial_bonus', 5, 5],
      ['2025-08-04', 'taken', -3, 2],
      ['2026-02-10', 'lapse', -2, 0],
      ['2026-02-10', 'allowance', 24, 24],
      ['2026-03-10', 'carry_over', 0, 24],
      ['2026-03-10', 'allowance', 24, 48],
      ['2027-03-09', 'lapse', -24, 24],
      ['2027-03-10', 'carry_over', 0, 24],
      ['2027-03-10', 'allowance', 24, 48],
    ]);
    expect(ledger.find((line) => line.kind === 'carry_over')?.carried).toBe(24);
  });

  it('the balance at a date: available, taken, what lapsed, what is about to', () => {
    expect(balanceAt(ledger, '2025-09-01', 0)).toMatchObject({ trial_bonus: 5, taken: 3, available: 2 });
    const later = balanceAt(ledger, '2026-06-01', 1.5);
    expect(later).toMatchObject({ allowance: 48, lapsed: 2, available: 48, carried_over: 24, pending: 1.5 });
    expect(later.expiring).toEqual([{ days: 24, date: '2027-03-09' }]);
  });

  it('trial days left before eligibility, none after', () => {
    expect(trialDaysLeft(ledger, HIRED, CONFIG, '2025-09-01')).toBe(2);
    expect(trialDaysLeft(ledger, HIRED, CONFIG, '2026-02-10')).toBeNull();
  });

  it('approved vacation after the date is planned and already deducted', () => {
    const planned = ledgerOf({ requests: [approved(1, '2026-05-04', 4.5)] });
    expect(balanceAt(planned, '2026-04-01', 0)).toMatchObject({ taken: 0, planned: 4.5, available: 43.5 });
  });

  it('an adjustment is an entry with its note', () => {
    const adjusted = ledgerOf({
      adjustments: [{ id: 7, date: '2026-04-01', days: 2, note: 'Overtime', created_by: 1 }],
    });
    expect(adjusted.find((line) => line.kind === 'adjustment')).toMatchObject({
      days: 2,
      note: 'Overtime',
      adjustment_id: 7,
    });
    expect(balanceAt(adjusted, '2026-04-02', 0)).toMatchObject({ adjustments: 2, available: 50 });
  });
});

// Random histories: requests (some withdrawn) and adjustments over three years from the hire date.
const dayAfterHire = fc
  .integer({ min: 0, max: 1000 })
  .map((offset) => format(addDays(parseISO(HIRED), offset), 'yyyy-MM-dd'));
const halfDays = fc.integer({ min: 1, max: 20 }).map((halves) => halves / 2);
const requests = fc
  .array(fc.record({ start_date: dayAfterHire, working_days: halfDays, withdrawn: fc.boolean() }), {
    maxLength: 8,
  })
  .map((rows) =>
    rows.map((row, index) => approved(index + 1, row.start_date, row.working_days, row.withdrawn)),
  );
const adjustments = fc
  .array(
    fc.record({ date: dayAfterHire, days: fc.integer({ min: -6, max: 6 }).filter((days) => days !== 0) }),
    { maxLength: 3 },
  )
  .map((rows): LedgerAdjustmentInput[] =>
    rows.map((row, index) => ({ id: index + 1, ...row, note: 'n', created_by: 1 })),
  );

const UNTIL = '2028-06-30';
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => format(addDays(parseISO(from), index), 'yyyy-MM-dd'));

describe('the ledger: properties', () => {
  it('the sum of the entries is the balance, entry by entry', () => {
    fc.assert(
      fc.property(requests, adjustments, (requestList, adjustmentList) => {
        const ledger = ledgerOf({ requests: requestList, adjustments: adjustmentList, until: UNTIL });
        let sum = 0;
        for (const line of ledger) {
          sum = Math.round((sum + line.days) * 10) / 10;
          expect(line.balance_after).toBe(sum);
        }
        expect(balanceAt(ledger, UNTIL, 0).available).toBe(sum);
      }),
      { numRuns: 60 },
    );
  });

  it('a balance never changes from one day to the next without an entry of that day that explains it', () => {
    fc.assert(
      fc.property(requests, adjustments, (requestList, adjustmentList) => {
        const ledger = ledgerOf({ requests: requestList, adjustments: adjustmentList, until: UNTIL });
        const dates = days(HIRED, 1200);
        for (const [index, date] of dates.entries()) {
          if (index === 0) continue;
          const before = balanceAt(ledger, dates[index - 1]!, 0).available;
          const after = balanceAt(ledger, date, 0).available;
          // Approved vacation is deducted once approved (planned): its day moves nothing.
          const explained = ledger
            .filter((line) => line.date === date && line.kind !== 'taken' && line.kind !== 'refund')
            .reduce((sum, line) => sum + line.days, 0);
          expect(Math.round((after - before) * 10) / 10).toBe(Math.round(explained * 10) / 10);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('approving a vacation and then withdrawing it gives every balance back', () => {
    fc.assert(
      fc.property(
        requests,
        adjustments,
        dayAfterHire,
        halfDays,
        (requestList, adjustmentList, start, length) => {
          const without = ledgerOf({ requests: requestList, adjustments: adjustmentList, until: UNTIL });
          const withdrawn = ledgerOf({
            requests: [...requestList, approved(99, start, length, true)],
            adjustments: adjustmentList,
            until: UNTIL,
          });
          for (const date of days(HIRED, 1200).filter((_, index) => index % 7 === 0)) {
            const a = balanceAt(without, date, 0);
            const b = balanceAt(withdrawn, date, 0);
            expect([b.available, b.lapsed, b.expiring]).toEqual([a.available, a.lapsed, a.expiring]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
