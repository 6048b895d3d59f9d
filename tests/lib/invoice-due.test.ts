import { dueState } from '@/lib/invoice-due';

describe('when an invoice is due, in words', () => {
  const today = new Date(2025, 4, 13);

  it('says how many days overdue an unpaid or partially paid invoice is', () => {
    expect(dueState('2025-05-01', 'np', today)).toEqual({ overdue: true, label: '12 days overdue' });
    expect(dueState('2025-05-12', 'pp', today)).toEqual({ overdue: true, label: '1 day overdue' });
  });

  it('is never overdue once paid, and counts the days left otherwise', () => {
    expect(dueState('2025-05-01', 'p', today)).toEqual({ overdue: false, label: 'Paid' });
    expect(dueState('2025-05-13', 'np', today)).toEqual({ overdue: false, label: 'Due today' });
    expect(dueState('2025-05-16', 'np', today)).toEqual({ overdue: false, label: 'Due in 3 days' });
  });
});
