import { screen, waitFor, within } from '@testing-library/react';
import { connectUrlResponseSchema } from '@/api/integrations/integration.schemas';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=integrations';

function openTab({ url = TAB_URL, as = 'admin@acme.test' }: { url?: string; as?: string } = {}) {
  return renderScreen(SettingsScreen, {
    url,
    as,
    ready: () => screen.findByRole('region', { name: 'Google' }),
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('settings: the Integrations tab', () => {
  it('shows a card per integration with its status in words, the account and since when', async () => {
    await openTab();
    const google = card('Google');
    expect(within(google).getByText('Not connected')).toBeInTheDocument();
    expect(within(google).getByRole('button', { name: 'Connect Google' })).toBeInTheDocument();
    expect(within(google).getByText('Connect Google to choose what is synced.')).toBeInTheDocument();

    const slack = card('Slack');
    expect(within(slack).getByText('Connected')).toBeInTheDocument();
    expect(within(slack).getByText('Acme Consulting')).toBeInTheDocument();
    // Seeded 120 days before the reference date (15 May 2025).
    expect(within(slack).getByText('Connected since 15 Jan 2025')).toBeInTheDocument();
    expect(within(slack).getByText(/channel they go to is chosen in Slack/)).toBeInTheDocument();

    const moneyBird = card('MoneyBird');
    expect(within(moneyBird).getByText('Connected')).toBeInTheDocument();
    expect(within(moneyBird).getByRole('link', { name: 'Set up MoneyBird' })).toHaveAttribute(
      'href',
      '/settings?tab=integrations&provider=moneybird',
    );
  });

  it('opens MoneyBird’s set-up in place of the cards, with the way back', async () => {
    await renderScreen(SettingsScreen, {
      url: '/settings?tab=integrations&provider=moneybird',
      as: 'admin@acme.test',
      ready: () => screen.findByRole('link', { name: 'Back to integrations' }),
    });
    expect(screen.getByRole('link', { name: 'Back to integrations' })).toHaveAttribute('href', TAB_URL);
    expect(screen.queryByRole('region', { name: 'Google' })).not.toBeInTheDocument();
  });
});

describe('settings: connecting', () => {
  it('follows the mock’s same-origin address, says Google is connected once and drops the parameter', async () => {
    const { user, router } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Connect Google' }));
    expect(await screen.findByText('Google is connected.')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/settings?tab=integrations&connected=google');
    await waitFor(() => expect(router.asPath).toBe(TAB_URL));
    expect(router.replace).toHaveBeenCalledWith(
      { pathname: '/settings', query: { tab: 'integrations' } },
      undefined,
      { shallow: true },
    );
    const google = card('Google');
    expect(await within(google).findByText('Connected')).toBeInTheDocument();
    expect(within(google).getByText('admin@acme.test')).toBeInTheDocument();
    expect(await within(google).findByRole('form', { name: 'What is synced' })).toBeInTheDocument();
    // The address, then the status again (that one key) and Google's settings.
    expect((await log.all()).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET google',
      'GET integrations/check-status',
      'GET integrations/google-settings',
    ]);
  });

  it('does not follow a connect address that is not on a trusted host, and says so', async () => {
    answerWith(
      'GET',
      'google',
      200,
      { data: { url: 'https://evil.example/auth?x=1' } },
      connectUrlResponseSchema,
    );
    const { user, router } = await openTab();
    const before = window.location.href;
    await user.click(screen.getByRole('button', { name: 'Connect Google' }));
    expect(
      await within(card('Google')).findByText(
        'The connect address is not one we trust, so it was not opened.',
      ),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });
});

describe('settings: disconnecting', () => {
  it('asks first, saying what stops; Cancel sends nothing, Disconnect sends the type and the card changes', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(within(card('Slack')).getByRole('button', { name: 'Disconnect Slack' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disconnect Slack?' });
    expect(within(dialog).getByText(/stops posting notifications to Slack/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await log.writes()).toEqual([]);

    await user.click(within(card('Slack')).getByRole('button', { name: 'Disconnect Slack' }));
    dialog = await screen.findByRole('dialog', { name: 'Disconnect Slack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Slack')).findByText('Not connected')).toBeInTheDocument();
    expect(within(card('Slack')).getByRole('button', { name: 'Connect Slack' })).toBeInTheDocument();
    expect(within(card('Slack')).queryByText('Acme Consulting')).not.toBeInTheDocument();
    // The status is set from the answer, not read again.
    expect(await log.all()).toEqual([
      { method: 'DELETE', path: 'integrations/token', body: { type: 'slack' } },
    ]);
  });
});

describe('settings: what Google syncs', () => {
  it('a refused save keeps what was typed with the message at the field; a good one is sent and kept', async () => {
    const { user } = await openTab({ as: 'admin@globex.test' });
    const form = await within(card('Google')).findByRole('form', { name: 'What is synced' });
    expect(within(form).getByRole('switch', { name: 'Add approved time off to the calendar' })).toBeChecked();
    const calendar = within(form).getByRole('textbox', { name: 'Calendar ID' });
    expect(calendar).toHaveValue('time-off@globex.test');
    const log = recordRequests();

    await user.click(within(form).getByRole('switch', { name: 'Add public holidays to the calendar' }));
    await user.clear(calendar);
    await user.type(calendar, 'team calendar');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The calendar id field format is invalid.')).toBeInTheDocument();
    expect(calendar).toHaveValue('team calendar');
    expect(calendar).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('switch', { name: 'Add public holidays to the calendar' })).toBeChecked();

    await user.clear(calendar);
    await user.type(calendar, 'primary');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('What Google syncs has been saved.')).toBeInTheDocument();
    expect(calendar).toHaveAttribute('aria-invalid', 'false');
    const sent = { sync_time_off: true, sync_public_holidays: true };
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'integrations/save-google-settings',
        body: { ...sent, calendar_id: 'team calendar' },
      },
      {
        method: 'POST',
        path: 'integrations/save-google-settings',
        body: { ...sent, calendar_id: 'primary' },
      },
    ]);
  });

  it('asks for a calendar before sending when something is synced', async () => {
    const { user } = await openTab({ as: 'admin@globex.test' });
    const form = await within(card('Google')).findByRole('form', { name: 'What is synced' });
    const log = recordRequests();
    await user.clear(within(form).getByRole('textbox', { name: 'Calendar ID' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the calendar to sync to')).toBeInTheDocument();
    expect(await log.writes()).toEqual([]);
  });
});

describe('settings: failing and who may see it', () => {
  it('a status that cannot be loaded says so, with a Retry that loads it', async () => {
    setFault({ method: 'GET', path: 'integrations/check-status', status: 500 });
    const { user } = await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The integrations could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Google' })).toBeInTheDocument();
  });
});
