import { screen } from '@testing-library/react';
import { MoneyBirdSettings } from '@/features/settings/integrations/money-bird/money-bird-settings';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import { DEMO_MONEY_BIRD_TOKEN } from '@/lib/demo-accounts';

// The administration id follows SPEC §5's numeric rule as it is typed (issue 29, defect 8), as the
// app's other number fields do (NumericField): digits only, 20 at most; an empty one is said at the field.

setupMockApi();

function openMoneyBird() {
  return renderScreen(MoneyBirdSettings, {
    url: '/settings?tab=integrations&provider=moneybird',
    as: 'admin@globex.test',
    ready: () => screen.findByRole('form', { name: 'MoneyBird connection' }),
  });
}

const adminIdField = () => screen.getByRole('textbox', { name: /^Administration id/ });

describe('the MoneyBird administration id', () => {
  it('takes digits only as it is typed or pasted, at most 20', async () => {
    const { user } = await openMoneyBird();
    await user.type(adminIdField(), 'a12 3-4x5');
    expect(adminIdField()).toHaveValue('12345');

    // The address the help text points at, pasted whole, leaves the administration's number.
    await user.clear(adminIdField());
    await user.click(adminIdField());
    await user.paste('https://moneybird.com/313772697168036880/sales_invoices');
    expect(adminIdField()).toHaveValue('313772697168036880');

    await user.clear(adminIdField());
    await user.type(adminIdField(), '1234567890123456789012345');
    expect(adminIdField()).toHaveValue('12345678901234567890');
  });

  it('says at the field when it is empty, and sends nothing', async () => {
    const { user } = await openMoneyBird();
    const log = recordRequests();
    await user.type(screen.getByLabelText(/^API token/), DEMO_MONEY_BIRD_TOKEN);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter the administration id')).toBeVisible();
    expect(adminIdField()).toHaveAttribute('aria-invalid', 'true');
    expect(await log.writes()).toEqual([]);
  });
});
