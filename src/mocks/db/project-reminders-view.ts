import type { NamedDay } from '@/lib/working-days';
import { deriveReminders, type ProjectReminder } from '../rules/project-reminders';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';

// One project's reminders as GET reminders/{id} gives them, from rows the caller has looked up (the
// projects list groups terms and invoices once per request, so both answers share the rules and the cost).
export function projectRemindersOf({
  project,
  terms,
  invoices,
  nameOf,
  holidays,
  today,
}: {
  project: ProjectRow;
  terms: readonly TermRow[];
  invoices: readonly InvoiceRow[];
  nameOf: (userId: number) => string | undefined;
  holidays: readonly NamedDay[];
  today: string;
}): ProjectReminder[] {
  return deriveReminders(
    {
      project,
      terms: terms.map((term) => ({
        id: term.id,
        person: nameOf(term.user_id) ?? `#${term.user_id}`,
        start_date: term.start_date,
        end_date: term.end_date,
        confirmed: term.status === 'confirmed',
      })),
      invoices: invoices.map((invoice) => ({
        ...invoice,
        balance_cents: invoice.total_cents - invoice.paid_cents,
      })),
      holidays,
    },
    today,
  );
}
