import { screen, waitFor, within } from '@testing-library/react';
import { vatListSchema } from '@/api/vats/vat.schemas';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';

setupMockApi();

const TAB_URL = '/settings?tab=vats';

const openTab = (ready = () => screen.findByRole('table', { name: 'VATs' })) =>
  renderScreen(SettingsScreen, { url: TAB_URL, as: 'admin@acme.test', ready });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('settings: the VATs tab', () => {
  it('lists each VAT with its rate, country and reverse charge, the default said in words', async () => {
    await openTab();
    expect(screen.getByRole('tab', { name: 'VATs', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/managed by the back office/)).toHaveTextContent(/MoneyBird/);
    const [, ...rows] = within(screen.getByRole('table', { name: 'VATs' })).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['VAT 18%', '18 %', 'Georgia (GE)', 'No', 'Default'],
      ['Export of services 0%', '0 %', 'Georgia (GE)', 'No', ''],
      ['Reverse charge (EU)', '0 %', 'Any', 'Yes', ''],
      ['VAT 21% (NL)', '21 %', 'Netherlands (NL)', 'No', ''],
    ]);
    // Read-only: nothing to add, edit or delete.
    expect(
      within(screen.getByRole('region', { name: 'VATs' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('shows a skeleton while the list loads', async () => {
    setFault({ method: 'GET', path: 'vats', delay: 1000 });
    await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading the VATs' }),
    });
  });

  it('says when there are none', async () => {
    answerWith('GET', 'vats', 200, { data: [] }, vatListSchema);
    await openTab(() => screen.findByText('No VATs yet'));
    expect(screen.queryByRole('table', { name: 'VATs' })).not.toBeInTheDocument();
  });

  it('a failed load says so, with a Retry that loads the list', async () => {
    setFault({ method: 'GET', path: 'vats', status: 500 });
    const { user } = await openTab(() => screen.findByText('The VATs could not be loaded.'));
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'VATs' })).toBeInTheDocument());
  });
});
