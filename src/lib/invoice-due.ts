import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

// When an invoice is due, in words (never colour alone). Overdue = due before today and not paid;
// partially paid counts (crater#210).

export type DueState = { overdue: boolean; label: string };

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

export function dueState(dueDate: string, paymentStatus: string, today: Date): DueState {
  const due = parseISO(dueDate);
  if (!isValid(due)) return { overdue: false, label: '—' };
  if (paymentStatus === 'p') return { overdue: false, label: 'Paid' };
  const left = differenceInCalendarDays(due, today);
  if (left < 0) return { overdue: true, label: `${days(-left)} overdue` };
  if (left === 0) return { overdue: false, label: 'Due today' };
  return { overdue: false, label: `Due in ${days(left)}` };
}
