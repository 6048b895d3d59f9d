import { reminderListSchema } from '@/api/reminders/reminder.schemas';
import { getTenantDb } from '@/mocks/db';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// Seeded against 2025-05-15. Project 4 of acme (Delta Platform, EUR) ends 2025-05-31; its last terms
// (Jude Brown's, Guido Kuhn's and Germaine Frami's, planned around their leave) end on Friday 30 May;
// its March invoice (approved, not paid) was due 2025-05-01. Ids are looked up: they follow the seed.
const reminders = async (projectId: number, token: string) =>
  reminderListSchema.parse((await getAs('acme', `reminders/${projectId}`, token)).body).data;

describe('reminders: GET reminders/{projectId}, derived from the project’s data', () => {
  it('lists the overdue invoice, the terms and the project ending within 30 days, by due date', async () => {
    const token = await login('sale@acme.test');
    const db = await getTenantDb('acme');
    const march = db.invoices.findFirst((q) =>
      q.where({ internal_project_id: 4, period_from: '2025-03-01' }),
    )!;
    const termOf = (name: string) =>
      db.terms
        .findMany((q) => q.where({ internal_project_id: 4, end_date: '2025-05-30' }))
        .find((term) => db.users.findFirst((u) => u.where({ id: term.user_id }))?.name === name)!.id;
    const ending = (name: string) => ({
      id: `term_ending-${termOf(name)}`,
      type: 'term_ending',
      due_date: '2025-05-30',
      title: `${name}'s term ends`,
      severity: 'medium',
      term_id: termOf(name),
    });
    expect(await reminders(4, token)).toEqual([
      {
        id: `invoice_overdue-${march.id}`,
        type: 'invoice_overdue',
        due_date: '2025-05-01',
        title: expect.stringMatching(new RegExp(`^${march.number} is overdue: [\\d,]+\\.\\d{2} EUR unpaid$`)),
        severity: 'high',
        invoice_id: march.id,
      },
      ending('Jude Brown'),
      ending('Guido Kuhn'),
      ending('Germaine Frami'),
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
    // Project 1's one overdue invoice is March's (partly paid; April's is pending): take it away.
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
