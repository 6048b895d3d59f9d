import { screen, waitFor, within } from '@testing-library/react';
import { MoneyBirdSettings } from '@/features/settings/integrations/money-bird/money-bird-settings';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { DEMO_MONEY_BIRD_TOKEN } from '@/lib/demo-accounts';

setupMockApi();

const URL = '/settings?tab=integrations&provider=moneybird';
const RATE_21 = '431785349128030174';
const RATE_0 = '431785349185701876';

// The MoneyBird page as the Integrations tab shows it at its link, signed in as `as`.
function openMoneyBird(as = 'admin@acme.test') {
  return renderScreen(MoneyBirdSettings, {
    url: URL,
    as,
    ready: () => screen.findByRole('form', { name: 'MoneyBird connection' }),
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const tokenField = () => screen.getByLabelText(/^API token/);
const adminIdField = () => screen.getByRole('textbox', { name: /^Administration id/ });
const rateSelect = (vat: string) => screen.getByRole('combobox', { name: `MoneyBird tax rate for ${vat}` });
const vatRow = (vat: string) =>
  screen.getByRole('row', { name: new RegExp(`^${vat.replace(/[()%]/g, '\\$&')}`) });

describe('MoneyBird settings: the connection', () => {
  // Needs the Integrations tab (built apart) to show MoneyBirdSettings for provider=moneybird.
  it('opens from the Integrations tab at its link', async () => {
    await renderScreen(SettingsScreen, {
      url: URL,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('form', { name: 'MoneyBird connection' }),
    });
    expect(screen.getByRole('tab', { name: 'Integrations', selected: true })).toBeInTheDocument();
    expect(within(region('Connection')).getByText('Connected')).toBeInTheDocument();
  });

  it('shows acme connected: administration, the token as its last four, scopes, and a blank token field', async () => {
    await openMoneyBird();
    const connection = region('Connection');
    expect(within(connection).getByText('Connected')).toBeInTheDocument();
    expect(within(connection).getByText(/Administration 313772697168036880/)).toHaveTextContent('•••• a1b2');
    const scopes = within(connection).getByRole('list', { name: 'Scopes' });
    expect(
      within(scopes)
        .getByText(/sales_invoices/)
        .closest('li'),
    ).toHaveTextContent('sales_invoices: granted');
    expect(
      within(scopes)
        .getByText(/^settings$/)
        .closest('li'),
    ).toHaveTextContent('settings: granted');
    expect(adminIdField()).toHaveValue('313772697168036880');
    expect(tokenField()).toHaveValue('');
    expect(tokenField()).toHaveAttribute('type', 'password');
    expect(within(connection).getByRole('button', { name: 'Save and check' })).toBeInTheDocument();
  });

  it('explains how to connect when globex is not, and waits for it before tax rates and contacts', async () => {
    const log = recordRequests();
    await openMoneyBird('admin@globex.test');
    const connection = region('Connection');
    expect(within(connection).getByText('Not connected')).toBeInTheDocument();
    expect(within(connection).getByRole('heading', { name: 'How to create a token' })).toBeInTheDocument();
    expect(within(connection).getByText(/Settings → Developers → API tokens/)).toBeInTheDocument();
    expect(within(connection).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(
      within(region('VAT and tax rates')).getByText(/connect MoneyBird above first/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Find a contact' })).not.toBeInTheDocument();
    const paths = (await log.all()).map((call) => call.path);
    expect(paths).not.toContain('money-bird/tax-rates');
    expect(paths).not.toContain('money-bird/mapping');
  });

  it('a refused token gets its 422 at the field with the form kept; a good one connects and is not shown', async () => {
    const { user } = await openMoneyBird('admin@globex.test');
    const log = recordRequests();
    await user.type(adminIdField(), '123456789012345678');
    await user.type(tokenField(), 'too-short');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('MoneyBird did not accept this token.')).toBeInTheDocument();
    expect(tokenField()).toHaveAttribute('aria-invalid', 'true');
    expect(tokenField()).toHaveValue('too-short');
    expect(adminIdField()).toHaveValue('123456789012345678');

    await user.clear(tokenField());
    await user.type(tokenField(), DEMO_MONEY_BIRD_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await within(region('Connection')).findByText('Connected')).toBeInTheDocument();
    expect(within(region('Connection')).getByText(/Administration 123456789012345678/)).toHaveTextContent(
      `•••• ${DEMO_MONEY_BIRD_TOKEN.slice(-4)}`,
    );
    expect(tokenField()).toHaveValue('');
    expect(document.body).not.toHaveTextContent(DEMO_MONEY_BIRD_TOKEN);
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'money-bird/credentials',
        body: { administration_id: '123456789012345678', api_token: 'too-short' },
      },
      {
        method: 'POST',
        path: 'money-bird/credentials',
        body: { administration_id: '123456789012345678', api_token: DEMO_MONEY_BIRD_TOKEN },
      },
    ]);
    // Now connected, the tax rates load.
    expect(
      await screen.findByRole('combobox', { name: 'MoneyBird tax rate for VAT 18%' }),
    ).toBeInTheDocument();
  });

  it('with no token saved, a blank token is asked for at its field and nothing is sent', async () => {
    const { user } = await openMoneyBird('admin@globex.test');
    const log = recordRequests();
    await user.type(adminIdField(), '42');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Paste the API token')).toBeInTheDocument();
    expect(tokenField()).toHaveAttribute('aria-invalid', 'true');
    expect(adminIdField()).toHaveValue('42');
    expect(await log.writes()).toEqual([]);
  });

  it('MoneyBird unreachable: says so above the form, keeps what was typed, and Retry sends it again', async () => {
    const { user } = await openMoneyBird('admin@globex.test');
    setFault({ method: 'POST', path: 'money-bird/credentials', status: 502 });
    await user.type(adminIdField(), '42');
    await user.type(tokenField(), DEMO_MONEY_BIRD_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const form = screen.getByRole('form', { name: 'MoneyBird connection' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'MoneyBird could not be reached. Nothing was saved; what you entered is still here.',
    );
    expect(adminIdField()).toHaveValue('42');
    expect(tokenField()).toHaveValue(DEMO_MONEY_BIRD_TOKEN);
    clearFaults();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region('Connection')).findByText('Connected')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('MoneyBird settings: VAT ↔ tax rate', () => {
  it('pre-selects the rate with the same percentage, warns where none has it or it differs, offers only active sales rates', async () => {
    const { user } = await openMoneyBird();
    await screen.findByRole('table', { name: 'Our VATs and MoneyBird tax rates' });
    expect(rateSelect('VAT 21% (NL)')).toHaveTextContent('21% btw (21 %)');
    expect(vatRow('VAT 21% (NL)')).toHaveTextContent('Same percentage (21 %), suggested: not saved yet');
    expect(rateSelect('Export of services 0%')).toHaveTextContent('0% btw (0 %)');
    // No MoneyBird sales rate has 18 %: nothing is chosen for it, and the row says why.
    expect(rateSelect('VAT 18%')).toHaveTextContent('Not mapped');
    expect(vatRow('VAT 18%')).toHaveTextContent('No MoneyBird sales rate has 18 %');

    await user.click(rateSelect('VAT 18%'));
    // Active sales rates only: no purchase rate, no retired one.
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Not mapped', '21% btw (21 %)', '9% btw (9 %)', '0% btw (0 %)']);
    await user.click(screen.getByRole('option', { name: '21% btw (21 %)' }));
    await waitFor(() =>
      expect(vatRow('VAT 18%')).toHaveTextContent('Different percentage: our 18 % ↔ their 21 %'),
    );
  });

  it('saves the VAT mapping company-wide with the ids as strings, then shows it saved', async () => {
    const { user } = await openMoneyBird();
    await screen.findByRole('table', { name: 'Our VATs and MoneyBird tax rates' });
    const log = recordRequests();
    expect(screen.getByText(/No tax rates are saved yet/)).toBeInTheDocument();
    await choose(user, 'MoneyBird tax rate for Reverse charge (EU)', 'Not mapped');
    await user.click(screen.getByRole('button', { name: 'Save tax rates' }));
    expect(await screen.findByText('The tax rates are saved')).toBeInTheDocument();
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'money-bird/mappings',
        body: {
          tax_rates: [
            { vat_id: 2, tax_rate_id: RATE_0 },
            { vat_id: 4, tax_rate_id: RATE_21 },
          ],
        },
      },
    ]);
    expect(screen.queryByText(/No tax rates are saved yet/)).not.toBeInTheDocument();
    expect(vatRow('VAT 21% (NL)')).toHaveTextContent('Same percentage (21 %)');
    expect(vatRow('VAT 21% (NL)')).not.toHaveTextContent('not saved yet');
    expect(screen.getByRole('button', { name: 'Save tax rates' })).toBeDisabled();
  });

  it('a refused tax rate is said at the select of its VAT, every choice kept', async () => {
    const { user } = await openMoneyBird();
    await screen.findByRole('table', { name: 'Our VATs and MoneyBird tax rates' });
    await choose(user, 'MoneyBird tax rate for Reverse charge (EU)', 'Not mapped');
    // The second line sent is VAT 21% (NL)'s (the save test above shows what is sent).
    answerWith('POST', 'money-bird/mappings', 422, {
      message: 'The given data was invalid.',
      errors: { 'tax_rates.1.tax_rate_id': ['This tax rate is no longer active in MoneyBird.'] },
    });
    await user.click(screen.getByRole('button', { name: 'Save tax rates' }));
    expect(
      await within(vatRow('VAT 21% (NL)')).findByText('This tax rate is no longer active in MoneyBird.'),
    ).toBeInTheDocument();
    expect(vatRow('Export of services 0%')).not.toHaveTextContent('no longer active');
    expect(rateSelect('Reverse charge (EU)')).toHaveTextContent('Not mapped');
    expect(rateSelect('VAT 21% (NL)')).toHaveTextContent('21% btw (21 %)');
    expect(screen.queryByText('The tax rates are saved')).not.toBeInTheDocument();
  });

  it('MoneyBird unreachable: the tax rates say so, and Try again loads them', async () => {
    setFault({ method: 'GET', path: 'money-bird/tax-rates', status: 503 });
    const { user } = await openMoneyBird();
    const section = region('VAT and tax rates');
    expect(
      await within(section).findByText('MoneyBird could not be reached, so its tax rates cannot be shown.'),
    ).toBeInTheDocument();
    clearFaults();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('combobox', { name: 'MoneyBird tax rate for VAT 18%' }),
    ).toBeInTheDocument();
  });
});

describe('MoneyBird settings: finding a contact', () => {
  it('searches MoneyBird as one types and shows the contact picked, its 18-digit id as it is', async () => {
    const { user } = await openMoneyBird();
    const log = recordRequests();
    expect(region('Projects and contacts')).toHaveTextContent(
      "Projects are mapped to contacts on each project's administration tab",
    );
    await user.type(screen.getByRole('combobox', { name: 'Find a contact' }), 'atl');
    await user.click(await screen.findByRole('option', { name: /Atlas Logistics B\.V\./ }));
    const card = screen.getByLabelText('Contact Atlas Logistics B.V.');
    expect(card).toHaveTextContent('MoneyBird id458026357470070787');
    expect(card).toHaveTextContent('Customer idACME-001');
    expect(card).toHaveTextContent('VAT numberNL859123456B01');
    const searches = log.requests.filter((request) => request.path === 'money-bird/contacts');
    // One search per pause in typing, not one per key.
    expect(searches.map((request) => request.query.get('query'))).toEqual(['atl']);
  });
});
