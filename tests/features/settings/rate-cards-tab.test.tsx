import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=rate-cards';

// By its label (a role query over ninety inputs is slow in jsdom); the label is the input's aria-label.
const cell = (row: string, grade: string, currency = 'EUR') =>
  screen.getByLabelText(`${row}, ${grade}, hourly rate in ${currency}`);

function openTab({ url = TAB_URL, as = 'admin@acme.test' } = {}) {
  return renderScreen(SettingsScreen, {
    url,
    as,
    ready: () => screen.findByRole('table', { name: /^Hourly rates in/ }),
  });
}

async function retype(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  await user.tab();
}

type SentCard = { currency: string; rate_cards: Record<string, unknown>[] };

describe('settings: the Rate cards tab', () => {
  it('shows a tab per currency (the own one open) and the card as a grid: the Default row, grades under bands', async () => {
    const { user } = await openTab();
    const currencies = screen.getByRole('tablist', { name: 'Currency of the rate card' });
    expect(
      within(currencies)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['GEL', 'USD', 'GBP', 'EUR']);
    expect(within(currencies).getByRole('tab', { name: 'EUR', selected: true })).toHaveAttribute(
      'href',
      '/settings?tab=rate-cards&currency=EUR',
    );
    expect(screen.getByRole('columnheader', { name: 'Senior' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('columnheader', { name: 'Senior I' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')[0]).toHaveTextContent('Default');
    expect(cell('Default', 'Junior I')).toHaveValue('25.00');
    expect(cell('Software Engineer', 'Senior I')).toHaveValue('55.00');
    expect(cell('Sales Manager', 'Senior I')).toHaveValue('');
    expect(screen.getByRole('group', { name: /^Valid from/ })).toBeInTheDocument();
    expect(screen.getByText(/does not change the terms projects already have/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();

    // Tab goes along a row, the arrow keys up and down a column.
    await user.click(cell('Default', 'Junior I'));
    await user.tab();
    expect(cell('Default', 'Junior II')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Software Engineer', 'Junior II')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Default', 'Junior II')).toHaveFocus();
  });

  it('shows the diff before sending, then sends the whole card with PUT', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await retype(user, cell('Software Engineer', 'Senior I'), '60');
    await retype(user, cell('QA Engineer', 'Junior I'), '');
    await retype(user, cell('Sales Manager', 'Junior I'), '30.5');
    expect(screen.getByText('3 unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes to the EUR rate card' });
    expect(within(dialog).getByText('3 cells changed')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Changed cells' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Software Engineer, Senior I: €55.00 → €60.00',
      'QA Engineer, Junior I: removed (was €21.50)',
      'Sales Manager, Junior I: added €30.50',
    ]);
    // Nothing is sent before Save.
    expect(await log.writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = await log.writes();
    expect(put).toMatchObject({ method: 'PUT', path: 'rate-cards' });
    const body = put?.body as SentCard;
    expect(body.currency).toBe('EUR');
    // The whole card: 72 seeded cells, one removed, one added.
    expect(body.rate_cards).toHaveLength(72);
    expect(body.rate_cards).toContainEqual({
      position_id: 1,
      seniority_id: 8,
      currency: 'EUR',
      hourly_rate: 60,
      valid_from: '2025-01-01',
    });
    expect(body.rate_cards).toContainEqual(
      expect.objectContaining({ position_id: 9, seniority_id: 2, hourly_rate: 30.5 }),
    );
    expect(body.rate_cards).not.toContainEqual(expect.objectContaining({ position_id: 2, seniority_id: 2 }));
    expect(body.rate_cards[0]).toEqual(
      expect.objectContaining({ position_id: null, seniority_id: 2, hourly_rate: 25 }),
    );
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
    expect(cell('Sales Manager', 'Junior I')).toHaveValue('30.50');
  });

  it('a refused save keeps every edit and marks the cell the 422 names', async () => {
    const { user } = await openTab();
    await retype(user, cell('Designer', 'Middle I'), '42');
    await retype(user, cell('Software Engineer', 'Senior I'), '99999');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes to the EUR rate card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The EUR rate card was not saved');
    expect(alert).toHaveTextContent(
      'Software Engineer, Senior I: The hourly rate field must not be greater than 10000.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cell('Software Engineer', 'Senior I')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Software Engineer', 'Senior I')).toHaveValue('99,999.00');
    expect(cell('Designer', 'Middle I')).toHaveValue('42.00');
    expect(cell('Designer', 'Middle I')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
  });

  it('asks before discarding the edits or leaving them for another currency', async () => {
    const { user, router } = await openTab();
    await retype(user, cell('Default', 'Junior I'), '26');
    await user.click(screen.getByRole('tab', { name: 'USD' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave the EUR card with unsaved changes?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(cell('Default', 'Junior I')).toHaveValue('26.00');

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard the changes to the EUR rate card?' });
    await user.click(within(discard).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(cell('Default', 'Junior I')).toHaveValue('25.00'));
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('a currency without a card says so and starts from an empty grid', async () => {
    await openTab({ as: 'admin@globex.test' });
    expect(screen.getByText('No EUR rate card yet')).toBeInTheDocument();
    expect(cell('Default', 'Junior I')).toHaveValue('');
  });

  it('a card that fails to load says so, with a Retry that loads it', async () => {
    setFault({ method: 'GET', path: 'rate-cards', status: 500 });
    const { user } = await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('Rate cards could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cell('Default', 'Junior I')).toHaveValue('25.00'));
  });

  it('opens the card of the currency in the link', async () => {
    await openTab({ url: `${TAB_URL}&currency=USD` });
    expect(screen.getByRole('tab', { name: 'USD', selected: true })).toBeInTheDocument();
    expect(cell('Software Engineer', 'Junior I', 'USD')).not.toHaveValue('');
    expect(screen.queryByText('No USD rate card yet')).not.toBeInTheDocument();
  });
});
