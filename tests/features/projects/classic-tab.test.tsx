import { screen, within } from '@testing-library/react';
import { legacyPayloadSchema } from '@/api/internal-projects/project-detail.schemas';
import { ProjectScreen } from '@/features/projects/project-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

const openTab = (url = '/projects/1/classic', ready = () => screen.findByRole('table', { name: 'Terms' })) =>
  renderScreen(ProjectScreen, { url, route: '/projects/[...project]', as: 'admin@acme.test', ready });

const region = (name: string) => screen.getByRole('region', { name });

describe('the Classic view tab', () => {
  it('shows the older payload read-only, in the project’s currency', async () => {
    await openTab();
    expect(lastSent(sent, 'internal-projects/old/1').query.get('in_project_currency')).toBe('1');
    expect(screen.getByRole('note')).toHaveTextContent('Amounts in USD.');
    expect(within(region('Project')).getByText('Atlas Platform')).toBeInTheDocument();
    expect(within(region('Totals')).getByText('Contract value')).toBeInTheDocument();
    expect(within(region('Totals')).getByText('Invoices').nextSibling).toHaveTextContent('3');
    const rows = within(screen.getByRole('table', { name: 'Terms' })).getAllByRole('row');
    // A header and Atlas's 14 terms (planned around leave, issue 32).
    expect(rows).toHaveLength(15);
    expect(rows[1]).toHaveTextContent(/\d[\d,]*\.\d{2} USD/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('follows the currency switch: converted into the company’s currency, with the rate used', async () => {
    await openTab('/projects/1/classic?cur=company');
    expect(lastSent(sent, 'internal-projects/old/1').query.get('in_project_currency')).toBe('0');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Amounts in EUR, converted from USD at 0.925926 (rate of 15 May 2025).',
    );
  });

  it('takes a payload with fields it does not know and without some it does, and shows what came', async () => {
    answerWith(
      'GET',
      'internal-projects/old/:id',
      200,
      {
        data: {
          project: { title: 'Atlas (legacy)', status: 'archived_v1', budget_code: 'BC-12' },
          currency: 'USD',
          terms: [{ employee: 'Ana', total: '7200.00', overtime: '02:00' }],
          totals: { contract_value: 7200, margin_pct: 'n/a' },
          legacy_version: '1.4',
        },
      },
      legacyPayloadSchema,
    );
    await openTab();
    expect(within(region('Project')).getByText('Atlas (legacy)')).toBeInTheDocument();
    expect(within(region('Project')).getByText('archived_v1')).toBeInTheDocument();
    expect(within(region('Project')).getByText('Budget code').nextSibling).toHaveTextContent('BC-12');
    expect(within(region('Totals')).getByText('7,200.00 USD')).toBeInTheDocument();
    expect(within(region('Totals')).getByText('Margin pct').nextSibling).toHaveTextContent('n/a');
    const table = screen.getByRole('table', { name: 'Terms' });
    expect(within(table).getByRole('columnheader', { name: 'Overtime' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ana/ })).toHaveTextContent('02:00');
    expect(within(region('Other fields')).getByText('Legacy version').nextSibling).toHaveTextContent('1.4');
    expect(screen.getByRole('note')).toHaveTextContent('Amounts in USD.');
  });

  it('a failed load says so, and Try again loads it', async () => {
    setFault({ method: 'GET', path: 'internal-projects/old/:id', status: 500 });
    const { user } = await openTab('/projects/1/classic', () =>
      screen.findByText('The classic view could not be loaded.'),
    );
    clearFaults();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Terms' })).toBeInTheDocument();
  });
});
