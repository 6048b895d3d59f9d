import { groupReminders, reminderGroupOf } from '@/lib/reminders';

// Thursday 15 May 2025: this week runs to Sunday the 18th.
const TODAY = '2025-05-15';

describe('reminders grouped as the Reminders tab shows them', () => {
  it('overdue before today, this week up to Sunday, later after', () => {
    expect(reminderGroupOf('2025-05-14', TODAY)).toBe('overdue');
    expect(reminderGroupOf('2025-05-15', TODAY)).toBe('this_week');
    expect(reminderGroupOf('2025-05-18', TODAY)).toBe('this_week');
    expect(reminderGroupOf('2025-05-19', TODAY)).toBe('later');
    // On a Sunday, this week is that day alone.
    expect(reminderGroupOf('2025-05-19', '2025-05-18')).toBe('later');
  });

  it('puts each group in due-date order, keeping the given order on a tie', () => {
    const items = [
      { id: 'a', due_date: '2025-06-01' },
      { id: 'b', due_date: '2025-05-01' },
      { id: 'c', due_date: '2025-05-16' },
      { id: 'd', due_date: '2025-04-01' },
      { id: 'e', due_date: '2025-06-01' },
    ];
    const groups = groupReminders(items, TODAY);
    expect(groups.overdue.map((item) => item.id)).toEqual(['d', 'b']);
    expect(groups.this_week.map((item) => item.id)).toEqual(['c']);
    expect(groups.later.map((item) => item.id)).toEqual(['a', 'e']);
    expect(groupReminders([], TODAY)).toEqual({ overdue: [], this_week: [], later: [] });
  });
});
