import { reminderListSchema } from '@/api/reminders/reminder.schemas';
import { getTenantDb } from '@/mocks/db';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// Seeded against 2025-05-15. Project 4 of acme (Delta Platform, EUR) ends 2025-05-31 with both its
// terms; its March invoice (approved, not paid) was due 2025-05-01.
const reminders = async (projectId: number, token: string) =>
  reminderListSchema.parse((await getAs('acme', `reminders/${projectId}`, token)).body).data;

describe('reminders: GET reminders/{projectId}, derived from the project’s data', () => {
  it('lists the overdue invoice, the terms and the project ending within 30 days, by due date', async () => {
    const token = await login('sale@acme.test');
    expect(await reminders(4, token)).toEqual([
      {
        id: 'invoice_overdue-14',
        type: 'invoice_overdue',
        due_date: '2025-05-01',
        title: 'INV-2025-0014 is overdue: 13,320.00 EUR unpaid',
        severity: 'high',
        invoice_id: 14,
      },
      {
        id: 'term_ending-14',
        type: 'term_ending',
        due_date: '2025-05-31',
        title: "Guido Kuhn's term ends",
        severity: 'medium',
        term_id: 14,
      },
      {
        id: 'term_ending-15',
        type: 'term_ending',
        due_date: '2025-05-31',
        title: "Ahmad Brown-Wisozk's term ends",
        severity: 'medium',
        term_id: 15,
      },
      {
        id: 'contract_end',
        type: 'contract_end',
        due_date: '2025-05-31',
        title: 'The project ends',
        severity: 'medium',
      },
    ]);
  });

  it('a closed month worked but with no invoice shows up; a paid invoice does not', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    // Project 1's February invoice is paid; take its March invoice away.
    const march = db.invoices.findFirst((q) =>
      q.where({ internal_project_id: 1, period_from: '2025-03-01' }),
    );
    await db.invoices.delete((q) => q.where({ id: march?.id ?? 0 }));
    const list = await reminders(1, token);
    expect(list).toContainEqual({
      id: 'uninvoiced_month-2025-03',
      type: 'uninvoiced_month',
      due_date: '2025-04-01',
      title: 'No invoice for March 2025',
      severity: 'high',
    });
    expect(list.filter((reminder) => reminder.type === 'invoice_overdue')).toEqual([]);
  });

  it('follows the terms: a term added to end next week is announced, urgent', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    await db.terms.update((q) => q.where({ id: 1 }), {
      data(term) {
        term.end_date = '2025-05-20';
      },
    });
    expect(await reminders(1, token)).toContainEqual(
      expect.objectContaining({ type: 'term_ending', due_date: '2025-05-20', severity: 'high', term_id: 1 }),
    );
  });

  it('needs project::view (403) and a project that exists (404)', async () => {
    expect((await getAs('acme', 'reminders/4', await login('employee@acme.test'))).status).toBe(403);
    expect((await getAs('acme', 'reminders/9999', await login('admin@acme.test'))).status).toBe(404);
  });
});
