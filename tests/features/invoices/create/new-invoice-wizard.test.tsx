import { screen, within } from '@testing-library/react';
import { invoiceCalculationSchema } from '@/api/invoices/invoice.schemas';
import { NewInvoiceButton } from '@/features/invoices/create/new-invoice-button';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../../support/answer-with';
import { browserAtReferenceDate, setupMockApi } from '../../../support/mock-api';
import { renderScreen } from '../../../support/render-screen';
import { lastSent, recordEachCase } from '../../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// The browser's today is the mock's (2025-05-15): last month is April 2025.
browserAtReferenceDate();

// Example A (finance.md §1.4) as project 1's calculation: 20 working days, 3 vacation days and a sick
// day out, 128:00 at 45.00 = 5,760.00 against a forecast of 7,200.00.
const leave = (date: string, reason: string, name: string) => ({ date, reason, name, user_id: 1 });
function answerExampleA(existing: { id: number; number: string }[] = []) {
  answerWith(
    'POST',
    'invoice-calculations/:id',
    200,
    {
      data: {
        currency: 'EUR',
        working_days: 20,
        skipped: [
          { date: '2025-03-03', reason: 'holiday', name: "Mother's Day" },
          leave('2025-03-17', 'vacation', 'Vacation'),
          leave('2025-03-18', 'vacation', 'Vacation'),
          leave('2025-03-19', 'vacation', 'Vacation'),
          leave('2025-03-26', 'sick_leave', 'Sick leave'),
        ],
        lines: [
          {
            user: { id: 1, name: 'Nino Beridze' },
            term_id: null,
            days: 16,
            hours: '128:00',
            rate: 45,
            amount: 5760,
          },
        ],
        subtotal: 5760,
        forecast: 7200,
        existing_invoices: existing,
      },
    },
    invoiceCalculationSchema,
  );
}

const openWizard = (query: string, ready: () => Promise<unknown>) =>
  renderScreen(NewInvoiceButton, { url: `/invoices?${query}`, as: 'admin@acme.test', ready });

const dialog = () => screen.getByRole('dialog', { name: /^New invoice/ });
const dateSections = (label: RegExp) =>
  within(within(dialog()).getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent)
    .join('/');

describe('the create wizard', () => {
  it('opens on last month and warns of an invoice that already covers the project, month and type', async () => {
    // Project 1 (Atlas Platform) has an hours invoice for April 2025 (INV-2025-0003).
    await openWizard('create=hours&create_project=1', () =>
      screen.findByText(/already covers Atlas Platform · April 2025 · hours/),
    );
    expect(dateSections(/^Service period from/)).toBe('01/04/2025');
    expect(dateSections(/^Service period to/)).toBe('30/04/2025');
    expect(await lastSent(sent, 'invoice-calculations/1', 'POST').json()).toEqual({
      from: '2025-04-01',
      to: '2025-04-30',
    });
    expect(screen.getByText(/^INV-2025-0003 already covers/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Create another invoice anyway' })).not.toBeChecked();
  });

  it('recomputes a line in cents when its hours or rate change, and explains the gap to the forecast', async () => {
    answerExampleA();
    const { user } = await openWizard('create=hours&create_project=1&create_month=2025-03', () =>
      screen.findByRole('button', { name: 'Next' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(screen.getByLabelText('Amount of Nino Beridze')).toHaveTextContent('5,760.00 EUR');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Gap to the forecast: \u22121,440.00 EUR: vacation 3 days, sick leave 1 day',
    );
    // 07:30 at 33.33 is 249.975, rounded half up once to 249.98 (example C).
    const hours = within(table).getByRole('textbox', { name: 'Hours of Nino Beridze' });
    await user.clear(hours);
    await user.type(hours, '7:30');
    const rate = within(table).getByRole('textbox', { name: 'Rate of Nino Beridze' });
    await user.clear(rate);
    await user.type(rate, '33.33');
    expect(screen.getByLabelText('Amount of Nino Beridze')).toHaveTextContent('249.98 EUR');
    expect(screen.getByTestId('draft-subtotal')).toHaveTextContent('249.98 EUR');

    await user.click(screen.getByRole('button', { name: /Show the 5 skipped days/ }));
    expect(screen.getByRole('list', { name: 'Skipped days' })).toHaveTextContent(
      "Mon 3 Mar 2025: Mother's Day",
    );
    expect(screen.getByRole('list', { name: 'Skipped days' })).toHaveTextContent(
      'Wed 26 Mar 2025: Sick leave (Nino Beridze)',
    );
  });

  it('counts a part leave day as its share: 19.25 days, the gap and the skipped days say which part', async () => {
    answerWith(
      'POST',
      'invoice-calculations/:id',
      200,
      {
        data: {
          currency: 'EUR',
          working_days: 20,
          skipped: [
            { ...leave('2025-03-17', 'vacation', 'Vacation'), part: 'am', minutes: 240 },
            { ...leave('2025-03-26', 'sick_leave', 'Sick leave'), part: 'hours', minutes: 120 },
          ],
          lines: [
            {
              user: { id: 1, name: 'Nino Beridze' },
              term_id: null,
              days: 19.25,
              hours: '154:00',
              rate: 45,
              amount: 6930,
            },
          ],
          subtotal: 6930,
          forecast: 7200,
          existing_invoices: [],
        },
      },
      invoiceCalculationSchema,
    );
    const { user } = await openWizard('create=hours&create_project=1&create_month=2025-03', () =>
      screen.findByRole('button', { name: 'Next' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const table = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(table).getByRole('textbox', { name: 'Days of Nino Beridze' })).toHaveValue('19.25');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Gap to the forecast: \u2212270.00 EUR: vacation 0.5 days, sick leave 0.25 days',
    );
    await user.click(screen.getByRole('button', { name: /Show the 2 skipped days/ }));
    const skipped = screen.getByRole('list', { name: 'Skipped days' });
    expect(skipped).toHaveTextContent('Mon 17 Mar 2025: Vacation, morning (Nino Beridze)');
    expect(skipped).toHaveTextContent('Wed 26 Mar 2025: Sick leave, 2:00 (Nino Beridze)');
  });

  it("defaults the VAT to the project's own and the due date to the issue date plus its payment terms", async () => {
    const db = await getTenantDb('acme');
    await db.projects.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.administrative_fields = { default_vat_id: 4, payment_terms_days: 14 };
      },
    });
    answerExampleA();
    const { user } = await openWizard('create=hours&create_project=1&create_month=2025-03', () =>
      screen.findByRole('button', { name: 'Next' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Invoice lines' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: 'VAT' })).toHaveTextContent('VAT 21% (NL)');
    expect(dateSections(/^Issue date/)).toBe('15/05/2025');
    expect(dateSections(/^Due date/)).toBe('29/05/2025');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
  });

  it('keeps every value after a 422 and goes back to the refused field', async () => {
    answerExampleA();
    const { user } = await openWizard('create=hours&create_project=1&create_month=2025-03', () =>
      screen.findByRole('button', { name: 'Next' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const rate = await screen.findByRole('textbox', { name: 'Rate of Nino Beridze' });
    await user.clear(rate);
    await user.type(rate, '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'March, as agreed');
    answerWith('POST', 'invoices-create', 422, {
      message: 'The given data was invalid.',
      errors: { 'lines.0.rate': ['The rate is above the contract.'] },
    });
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    // Back on the lines, the rate as typed and the message under it.
    expect(await screen.findByText('The rate is above the contract.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rate of Nino Beridze' })).toHaveValue('50.00');
    expect(screen.getByLabelText('Amount of Nino Beridze')).toHaveTextContent('6,400.00 EUR');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveValue('March, as agreed');
  });

  it('creates the invoice, knowingly beside the one that covers March, awaiting approval, and opens its drawer', async () => {
    // Project 1 has an approved hours invoice for March 2025 (INV-2025-0002).
    answerExampleA([{ id: 2, number: 'INV-2025-0002' }]);
    const { user, router } = await openWizard('create=hours&create_project=1&create_month=2025-03', () =>
      screen.findByText(/^INV-2025-0002 already covers/),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Create another invoice anyway' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Invoice lines' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('combobox', { name: 'VAT' });
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText(/created: it awaits approval$/)).toBeInTheDocument();
    expect(await lastSent(sent, 'invoices-create', 'POST').json()).toMatchObject({
      project_id: 1,
      type: 'hours',
      period_from: '2025-03-01',
      period_to: '2025-03-31',
      vat_id: 1,
      language: 'en',
      allow_duplicate: true,
      lines: [{ user_id: 1, term_id: null, days: 16, hours: '128:00', rate: 45 }],
    });
    const id = Number(new URL(router.asPath, 'http://x').searchParams.get('invoice'));
    expect(router.asPath).toBe(`/invoices?invoice=${id}`);
    const db = await getTenantDb('acme');
    expect(db.invoices.findFirst((q) => q.where({ id }))?.approval_status).toBe('pending');
  });
});
