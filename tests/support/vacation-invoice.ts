import { fromCents } from '@/lib/cents';
import { formatDuration } from '@/lib/duration';
import { getTenantDb } from '@/mocks/db';
import { login, sendAs } from './mock-api';

// A vacation invoice made as a person makes one (POST invoices-create): a day of vacation billed on the
// project, month, person and rate of a seeded hours invoice, pending approval and not paid. The seed
// bills vacation only where an allocation runs over it, and its plan cuts every approved leave out of
// the allocations (issue 32), so a test that needs one makes it.
export async function createVacationInvoice(tenant: 'acme' | 'globex' = 'acme'): Promise<number> {
  const db = await getTenantDb(tenant);
  const hours = db.invoices.all().find((row) => row.type === 'hours' && row.lines.length > 0);
  const line = hours?.lines[0];
  if (!hours || !line) throw new Error(`The ${tenant} seed has no hours invoice to follow`);
  const perDay = db.terms.findFirst((q) => q.where({ id: line.term_id ?? 0 }))?.minutes_per_day ?? 480;
  const token = await login(`admin@${tenant}.test`);
  const answer = await sendAs(tenant, 'POST', 'invoices-create', token, {
    project_id: hours.internal_project_id,
    type: 'vacation',
    period_from: hours.period_from,
    period_to: hours.period_to,
    issue_date: hours.issue_date,
    due_date: hours.due_date,
    vat_id: hours.vat_id,
    language: 'en',
    lines: [
      {
        user_id: line.user_id,
        term_id: line.term_id,
        description: `Vacation ${line.description}`,
        days: 1,
        hours: formatDuration(perDay).padStart(5, '0'),
        rate: fromCents(line.rate_cents),
      },
    ],
    notes: null,
  });
  if (answer.status !== 201) throw new Error(`invoices-create answered ${answer.status}`);
  return (answer.body as { data: { id: number } }).data.id;
}
