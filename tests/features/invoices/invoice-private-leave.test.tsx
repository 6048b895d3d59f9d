import { screen, within } from '@testing-library/react';
import { invoiceCalculationSchema, invoiceResponseSchema } from '@/api/invoices/invoice.schemas';
import { NewInvoiceButton } from '@/features/invoices/create/new-invoice-button';
import { InvoicesScreen } from '@/features/invoices/invoices-page';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { browserAtReferenceDate, login, sendAs, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { storeTimeOff } from '../../mocks/time-off-rows';
import { addMarchTerm, colleagueSaleDoesNotReview, MARCH } from '../../support/march-invoice-fixtures';

setupMockApi();
browserAtReferenceDate();

// Issue 30: the kind of a person's leave goes only to who may see their request; an invoice
// calculation gives anyone else `reason: null`, and the invoice screens say "Away", as the team
// calendar and the planner do.

describe('leave whose kind is not the viewer’s to see, on the invoice screens', () => {
  it('the drawer of an invoice says a colleague was away on a day, not why (sale@)', async () => {
    const db = await getTenantDb('acme');
    const colleague = colleagueSaleDoesNotReview(db);
    await addMarchTerm(db, colleague.id);
    await storeTimeOff(colleague.id, {
      type: 'sick_leave',
      exclusion: 'fully',
      start_date: '2025-03-10',
      end_date: '2025-03-10',
    });
    const created = await sendAs('acme', 'POST', 'invoices-create', await login('admin@acme.test'), {
      project_id: 1,
      type: 'hours',
      period_from: MARCH.from,
      period_to: MARCH.to,
      issue_date: '2025-04-01',
      due_date: '2025-05-01',
      vat_id: null,
      language: 'en',
      lines: [
        { user_id: colleague.id, term_id: null, description: 'March', days: 19, hours: '152:00', rate: 45 },
      ],
      notes: null,
      allow_duplicate: true,
    });
    const invoice = invoiceResponseSchema.parse(created.body).data;

    await renderScreen(InvoicesScreen, {
      url: `/invoices?invoice=${invoice.id}`,
      as: 'sale@acme.test',
      ready: () => screen.findByRole('heading', { name: invoice.number }),
    });
    const drawer = screen.getByRole('dialog', { name: invoice.number });
    const days = within(drawer).getByRole('list', { name: 'Days left out' });
    expect(days).toHaveTextContent('Mon 10 Mar 2025Away');
    expect(days).not.toHaveTextContent(/sick/i);
  });

  it('the new-invoice wizard lists the day as "Away (name)" and the gap counts it as away', async () => {
    answerWith(
      'POST',
      'invoice-calculations/:id',
      200,
      {
        data: {
          currency: 'EUR',
          working_days: 20,
          skipped: [
            { date: '2025-03-17', reason: 'vacation', name: 'Vacation', user_id: 1 },
            { date: '2025-03-26', reason: null, name: null, user_id: 1 },
            { date: '2025-03-27', reason: null, name: null, user_id: 1, part: 'pm', minutes: 240 },
          ],
          lines: [
            {
              user: { id: 1, name: 'Nino Beridze' },
              term_id: null,
              days: 17.5,
              hours: '140:00',
              rate: 45,
              amount: 6300,
            },
          ],
          subtotal: 6300,
          forecast: 7200,
          existing_invoices: [],
        },
      },
      invoiceCalculationSchema,
    );
    const { user } = await renderScreen(NewInvoiceButton, {
      url: '/invoices?create=hours&create_project=1&create_month=2025-03',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('button', { name: 'Next' }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Invoice lines' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Gap to the forecast: \u2212900.00 EUR: vacation 1 day, away 1.5 days',
    );
    await user.click(screen.getByRole('button', { name: /Show the 3 skipped days/ }));
    const skipped = screen.getByRole('list', { name: 'Skipped days' });
    expect(skipped).toHaveTextContent('Wed 26 Mar 2025: Away (Nino Beridze)');
    expect(skipped).toHaveTextContent('Thu 27 Mar 2025: Away, afternoon (Nino Beridze)');
  });
});
