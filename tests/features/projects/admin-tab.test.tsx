import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProjectScreen } from '@/features/projects/project-page';
import { getTenantDb } from '@/mocks/db';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const FORM = 'Billing details';
// acme: 1 Atlas Platform (USD); 3 Cobalt Platform (GEL), nothing filled in yet. acme is connected to
// MoneyBird, globex is not.
const openTab = (id = 3, as = 'admin@acme.test', ready = () => screen.findByRole('form', { name: FORM })) =>
  renderScreen(ProjectScreen, { url: `/projects/${id}/admin`, route: '/projects/[...project]', as, ready });

const field = (label: string | RegExp) =>
  within(screen.getByRole('form', { name: FORM })).getByLabelText(label);

async function enter(user: UserEvent, label: string | RegExp, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save billing details' }));
const pdf = (name = 'Contract.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('the Administration tab', () => {
  it('saves the billing details with a file (multipart, put) and shows them as stored', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await enter(user, 'Legal name', 'Cobalt Holdings LLC');
    await enter(user, 'VAT number', 'GE404123456');
    await enter(user, 'Billing e-mail', 'ap@cobalt.example');
    await enter(user, /^Payment terms/, '30');
    await choose(user, 'Invoice language', 'Georgian');
    await choose(user, 'Default VAT', 'VAT 18%');
    await user.upload(screen.getByLabelText('New files'), pdf());
    await save(user);
    expect(await screen.findByText('Billing details saved')).toBeInTheDocument();

    const [sent] = log.writeRequests();
    expect(sent?.path).toBe('internal-projects/3/administrative-fields');
    expect(sent?.query.get('_method')).toBe('put');
    expect(await sent?.body).toMatchObject({
      legal_name: 'Cobalt Holdings LLC',
      vat_number: 'GE404123456',
      billing_email: 'ap@cobalt.example',
      payment_terms_days: '30',
      invoice_language: 'ka',
      default_vat_id: '1',
      po_number: '',
      'files[]': { type: 'application/pdf' },
    });
    const row = (await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: 3 }));
    expect(row?.administrative_fields).toMatchObject({
      legal_name: 'Cobalt Holdings LLC',
      payment_terms_days: 30,
    });
    expect(row?.media_ids).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Project files' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(field('Legal name')).toHaveValue('Cobalt Holdings LLC');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('checks the payment terms before sending; a refused save keeps what was typed, the messages at the fields', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await enter(user, /^Payment terms/, '400');
    await save(user);
    await waitFor(() =>
      expect(field(/^Payment terms/)).toHaveAccessibleDescription('Payment terms are 0 to 365 days'),
    );
    expect(await log.writes()).toEqual([]);

    answerWith('POST', 'internal-projects/:id/administrative-fields', 422, {
      message: 'The billing email has already been used for another client. (and 1 more error)',
      errors: {
        billing_email: ['The billing email has already been used for another client.'],
        'files.0': ['The files.0 field must not be greater than 5120 kilobytes.'],
      },
    });
    await enter(user, /^Payment terms/, '45');
    await enter(user, 'Billing e-mail', 'ap@cobalt.example');
    await user.upload(screen.getByLabelText('New files'), pdf('PO.pdf'));
    await save(user);
    await waitFor(() =>
      expect(field('Billing e-mail')).toHaveAccessibleDescription(
        'The billing email has already been used for another client.',
      ),
    );
    expect(field('Billing e-mail')).toHaveValue('ap@cobalt.example');
    expect(field(/^Payment terms/)).toHaveValue('45');
    expect(screen.getByRole('list', { name: 'Chosen files for New files' })).toHaveTextContent('PO.pdf');
    expect(screen.getByText('“PO.pdf” must not be greater than 5120 kilobytes.')).toBeInTheDocument();
  });

  it('suggests the MoneyBird contact by the VAT number and saves the mapping', async () => {
    const db = await getTenantDb('acme');
    await db.projects.update((q) => q.where({ id: 1 }), {
      data(draft) {
        draft.administrative_fields = { vat_number: 'NL 8591.23.456.B01', legal_name: 'Atlas Logistics' };
      },
    });
    const { user } = await openTab(1, 'admin@acme.test', () => screen.findByText(/^Suggested:/));
    const section = screen.getByRole('region', { name: 'MoneyBird contact' });
    expect(section).toHaveTextContent('Not mapped.');
    expect(section).toHaveTextContent('Suggested: Atlas Logistics B.V. (High confidence: same VAT number)');
    const log = recordRequests();
    await user.click(within(section).getByRole('button', { name: 'Use this contact' }));
    expect(within(section).getByRole('combobox', { name: 'MoneyBird contact' })).toHaveValue(
      'Atlas Logistics B.V.',
    );
    await user.click(within(section).getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(section).toHaveTextContent('Mapped to Atlas Logistics B.V.'));
    expect(section).not.toHaveTextContent('Suggested:');
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'money-bird/mappings',
        body: {
          internal_project_id: 1,
          contact_id: '458026357470070787',
          tax_rates: [],
          ledger_account_id: null,
        },
      },
    ]);
    expect(within(section).getByRole('link', { name: 'MoneyBird settings' })).toHaveAttribute(
      'href',
      '/settings?tab=integrations&provider=moneybird',
    );
  });

  it('says when MoneyBird is not connected, with the way to connect it (globex)', async () => {
    await openTab(3, 'admin@globex.test', () => screen.findByText(/MoneyBird is not connected/));
    const section = screen.getByRole('region', { name: 'MoneyBird contact' });
    expect(within(section).getByRole('link', { name: 'Connect MoneyBird in the settings' })).toHaveAttribute(
      'href',
      '/settings?tab=integrations&provider=moneybird',
    );
    expect(within(section).queryByRole('button', { name: 'Save mapping' })).not.toBeInTheDocument();
  });

  it('someone who may only see the project reads the details; a failed load has a Retry', async () => {
    setFault({ method: 'GET', path: 'internal-projects/:id', status: 500 });
    const { user } = await openTab(1, 'sale@acme.test', () =>
      screen.findByText('The administration could not be loaded.'),
    );
    clearFaults();
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText('Changing these details needs the permission to edit projects.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: FORM })).not.toBeInTheDocument();
    expect(within(panel).getByText('No files yet.')).toBeInTheDocument();
    expect(within(panel).getByText(/Only people who manage integrations/)).toBeInTheDocument();
  });
});
