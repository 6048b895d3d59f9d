import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { differenceInCalendarDays, format, isValid, parseISO, subDays } from 'date-fns';
import NextLink from 'next/link';
import { useProjectReminders } from '@/api/reminders/reminder.queries';
import { reminderSeverityLabel, reminderTypeLabel, type Reminder } from '@/api/reminders/reminder.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { invoicesOfMonthHref } from '@/lib/invoice-list';
import { groupReminders, REMINDER_GROUPS } from '@/lib/reminders';
import { markedTermHref } from '../terms/marked-term-url';

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const dayText = (date: string) => {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'd MMM yyyy') : date;
};

// "Due 1 May 2025 (14 days ago)".
function dueText(date: string, today: string): string {
  const parsed = parseISO(date);
  if (!isValid(parsed)) return `Due ${date}`;
  return `Due ${dayText(date)} (${RELATIVE.format(differenceInCalendarDays(parsed, parseISO(today)), 'day')})`;
}

// Where a reminder leads: its term on the Terms tab, its invoice (the invoices screen opens it by id),
// or the project's invoices for the month that has none.
function hrefOf(reminder: Reminder, projectId: number): string | null {
  if (reminder.invoice_id) return `/invoices?invoice=${reminder.invoice_id}`;
  if (reminder.term_id) return markedTermHref(projectId, reminder.term_id);
  if (reminder.type === 'uninvoiced_month') {
    const due = parseISO(reminder.due_date);
    if (isValid(due)) return invoicesOfMonthHref(projectId, format(subDays(due, 1), 'yyyy-MM'));
  }
  return null;
}

// What is due on the project (GET reminders/{id}): overdue, this week, later, each leading to its term
// or invoice. Grouped by the browser's today; the server decides what is due.
export function RemindersTab({ projectId }: { projectId: number }) {
  const reminders = useProjectReminders(projectId);
  const today = format(new Date(), 'yyyy-MM-dd');
  const groups = groupReminders(reminders.data ?? [], today);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="project-reminders-heading">
      <Typography id="project-reminders-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        Reminders
      </Typography>
      <QueryStates
        query={reminders}
        loadingLabel="Loading the reminders"
        errorMessage="The reminders could not be loaded."
        rows={3}
      />
      {reminders.isSuccess && reminders.data.length === 0 ? (
        <EmptyState
          title="Nothing due"
          description="Terms or the project ending soon, months without an invoice and overdue invoices show here."
        />
      ) : null}
      {reminders.isSuccess
        ? REMINDER_GROUPS.map(({ key, label }) => {
            const items = groups[key];
            if (items.length === 0) return null;
            const headingId = `project-reminders-${key}`;
            return (
              <Box component="section" key={key} aria-labelledby={headingId} sx={{ mb: 2 }}>
                <Typography id={headingId} variant="h3" component="h3">
                  {`${label} (${items.length})`}
                </Typography>
                <List aria-labelledby={headingId} dense>
                  {items.map((reminder) => {
                    const href = hrefOf(reminder, projectId);
                    return (
                      <ListItem key={String(reminder.id)} disableGutters sx={{ display: 'block' }}>
                        {href ? (
                          <Link component={NextLink} href={href}>
                            {reminder.title}
                          </Link>
                        ) : (
                          <Typography component="span">{reminder.title}</Typography>
                        )}
                        <Box
                          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
                        >
                          <Typography variant="body2" color={key === 'overdue' ? 'error' : 'text.secondary'}>
                            {dueText(reminder.due_date, today)}
                          </Typography>
                          <Chip size="small" variant="outlined" label={reminderTypeLabel(reminder.type)} />
                          <Chip
                            size="small"
                            variant={reminder.severity === 'high' ? 'filled' : 'outlined'}
                            label={`${reminderSeverityLabel(reminder.severity)} priority`}
                          />
                        </Box>
                      </ListItem>
                    );
                  })}
                </List>
              </Box>
            );
          })
        : null}
    </Paper>
  );
}
