import { bulkDecisionOf, mayDo, refusalOf, type RequestFacts } from '@/lib/time-off-actions';

const TODAY = '2025-05-01';
const request = (facts: Partial<RequestFacts> = {}): RequestFacts => ({
  id: 1,
  status: 'pending',
  start_date: '2025-05-05',
  user: { id: 10 },
  created_by: { id: 10 },
  waiting_for: { id: 20 },
  ...facts,
});
const person = { id: 10, canManage: false };
const reviewer = { id: 20, canManage: false };
const manager = { id: 30, canManage: true };
const stranger = { id: 40, canManage: false };

describe('who may do what to a time-off request', () => {
  it('the step’s reviewer or a manager decides a pending request; no one a decided one', () => {
    expect(mayDo('approve', request(), reviewer, TODAY)).toBe(true);
    expect(mayDo('reject', request(), manager, TODAY)).toBe(true);
    expect(refusalOf('approve', request(), person, TODAY)).toBe('not waiting for you');
    expect(refusalOf('approve', request({ status: 'approved' }), manager, TODAY)).toBe('already decided');
  });

  it('the person or a manager edits and withdraws while pending; a manager withdraws approved leave not begun', () => {
    expect(mayDo('edit', request(), person, TODAY)).toBe(true);
    expect(mayDo('edit', request(), stranger, TODAY)).toBe(false);
    expect(mayDo('withdraw', request(), person, TODAY)).toBe(true);
    expect(mayDo('withdraw', request({ status: 'approved' }), manager, TODAY)).toBe(true);
    expect(mayDo('withdraw', request({ status: 'approved', start_date: TODAY }), manager, TODAY)).toBe(false);
    expect(mayDo('withdraw', request({ status: 'approved' }), person, TODAY)).toBe(false);
    expect(mayDo('exclusion', request(), reviewer, TODAY)).toBe(false);
    expect(mayDo('exclusion', request({ status: 'approved' }), manager, TODAY)).toBe(true);
  });

  it('a bulk decision counts the rows that qualify, skips the rest with a reason, and leaves unseen ids to the server', () => {
    const known = new Map([
      [1, request({ id: 1 })],
      [2, request({ id: 2, status: 'rejected' })],
      [3, request({ id: 3, waiting_for: { id: 99 } })],
    ]);
    expect(bulkDecisionOf([1, 2, 3, 4], known, reviewer, TODAY)).toEqual({
      eligible: [1, 4],
      skipped: [
        { id: 2, reason: 'already decided' },
        { id: 3, reason: 'not waiting for you' },
      ],
    });
  });
});
