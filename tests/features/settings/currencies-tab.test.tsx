import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { currencyRateListSchema } from '@/api/currency-rates/currency-rate.schemas';
import { ROUTE_CHANGE_STOPPED } from '@/components/form/use-leave-guard';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=currencies';
const ORDER = 'Order of currencies';

const openTab = (as = 'admin@acme.test', ready = () => screen.findByRole('list', { name: ORDER })) =>
  renderScreen(SettingsScreen, { url: TAB_URL, as, ready });

// Each item's code, in the order shown.
const order = () =>
  within(screen.getByRole('list', { name: ORDER }))
    .getAllByRole('listitem')
    .map((item) => item.querySelectorAll('span')[1]?.textContent);

const rateRows = () =>
  within(screen.getByRole('table', { name: 'Currency rates' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('settings: the Currencies tab', () => {
  it('shows the company currency, the order of currencies and the rates per 1 EUR with their day', async () => {
    await openTab();
    expect(screen.getByRole('combobox', { name: /^Company currency/ })).toHaveTextContent('EUR €');
    expect(order()).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
    expect(screen.getByRole('button', { name: 'Move GEL up' })).toBeDisabled();
    expect(screen.getByText(/one EUR buys\. They are the rates of 15 May 2025\./)).toBeInTheDocument();
    expect(rateRows()).toEqual([
      ['GELGeorgian Lari', '2.93', '15 May 2025'],
      ['USDUS Dollar', '1.08', '15 May 2025'],
      ['GBPBritish Pound', '0.85', '15 May 2025'],
      ['EUREuro', '1.00', '15 May 2025'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Rate per 1 EUR' })).toBeInTheDocument();
  });

  it('moves currencies by keyboard, sends nothing until saved, then saves with POST currency-configs and every list follows', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Move USD up' }));
    expect(order()).toEqual(['USD', 'GEL', 'GBP', 'EUR']);
    expect(screen.getByText('USD moved to place 1 of 4.')).toBeInTheDocument();
    // At the top, Move up is disabled: the focus stays with USD, on its way down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move USD down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
    await user.click(screen.getByRole('button', { name: 'Move EUR up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move EUR up' })).toHaveFocus());
    await choose(user, /^Company currency/, 'GEL ₾');
    expect(await log.all()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save currencies' }));
    expect(await screen.findByText('Currencies saved')).toBeInTheDocument();
    expect(await log.all()).toEqual([
      {
        method: 'POST',
        path: 'currency-configs',
        body: { currency: 'GEL', all_currencies: ['GEL', 'USD', 'EUR', 'GBP'] },
      },
    ]);
    // The reference cache took the answer: the rates follow the new order without a refetch.
    await waitFor(() =>
      expect(rateRows().map((row) => row[0]?.slice(0, 3))).toEqual(['GEL', 'USD', 'EUR', 'GBP']),
    );
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('a refused save shows the messages at the fields and keeps the order as moved', async () => {
    const { user } = await openTab();
    answerWith('POST', 'currency-configs', 422, {
      message: 'The company currency must be one of all currencies.',
      errors: {
        currency: ['The company currency must be one of all currencies.'],
        'all_currencies.0': ['USD is listed more than once.'],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Move GBP down' }));
    await user.click(screen.getByRole('button', { name: 'Save currencies' }));
    const select = screen.getByRole('combobox', { name: /^Company currency/ });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription('The company currency must be one of all currencies.'),
    );
    expect(screen.getByRole('list', { name: ORDER })).toHaveAccessibleDescription(
      'USD is listed more than once.',
    );
    expect(order()).toEqual(['GEL', 'USD', 'EUR', 'GBP']);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeEnabled();
  });

  it('asks before another tab is opened with unsaved changes; Discard changes puts the saved order back', async () => {
    const { user, router } = await openTab();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leave = () => router.events.emit('routeChangeStart', '/settings?tab=vats');
    expect(leave).not.toThrow();
    await user.click(screen.getByRole('button', { name: 'Move USD down' }));
    expect(leave).toThrow(ROUTE_CHANGE_STOPPED);
    expect(confirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(order()).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
    expect(leave).not.toThrow();
  });

  it('globex, with no config of its own, starts from the SPEC §9 defaults', async () => {
    await openTab('admin@globex.test');
    expect(order()).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
    expect(screen.getByRole('combobox', { name: /^Company currency/ })).toHaveTextContent('EUR €');
  });

  it('a settings load that fails says so with a Retry; no rates is said too', async () => {
    setFault({ method: 'GET', path: 'application-configs', status: 500 });
    answerWith('GET', 'currency-rates', 200, { data: [] }, currencyRateListSchema);
    const { user } = await openTab('admin@acme.test', () =>
      screen.findByText('The currency settings could not be loaded.'),
    );
    expect(await screen.findByText('No currency rates yet')).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: ORDER })).toBeInTheDocument();
  });
});
