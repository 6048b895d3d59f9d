import { http, HttpResponse } from 'msw';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { choose } from './pages/widgets';

test.use(asRole('admin'));

// The MoneyBird set-up, as the Integrations tab opens it.
const URL = '/settings?tab=integrations&provider=moneybird';

test('a VAT mapped to a MoneyBird tax rate is kept after a reload', async ({ page }) => {
  await page.goto(URL);
  await expect(page.getByRole('heading', { name: 'MoneyBird', exact: true })).toBeVisible();
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Connected', { exact: true })).toBeVisible();
  await expect(connection.getByText(/Administration 313772697168036880/)).toContainText('•••• a1b2');
  const vats = page.getByRole('table', { name: 'Our VATs and MoneyBird tax rates' });
  await expect(vats).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // No MoneyBird sales rate has our 18 %: nothing is pre-selected, and the row says why.
  const row18 = vats.getByRole('row', { name: /^VAT 18%/ });
  await expect(row18).toContainText('No MoneyBird sales rate has 18 %');
  // Our 21 % has MoneyBird's 21 % pre-selected.
  await expect(page.getByRole('combobox', { name: 'MoneyBird tax rate for VAT 21% (NL)' })).toHaveText(
    '21% btw (21 %)',
  );

  await choose(page, 'MoneyBird tax rate for VAT 18%', '21% btw (21 %)');
  await expect(row18).toContainText('Different percentage: our 18 % ↔ their 21 %');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save tax rates' }).click();
  await expect(page.getByText('The tax rates are saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save tax rates' })).toBeDisabled();

  await reloadWhenSettled(page);
  await expect(page.getByRole('combobox', { name: 'MoneyBird tax rate for VAT 18%' })).toHaveText(
    '21% btw (21 %)',
  );
  await expect(page.getByRole('combobox', { name: 'MoneyBird tax rate for VAT 21% (NL)' })).toHaveText(
    '21% btw (21 %)',
  );
  await expect(page.getByText(/No tax rates are saved yet/)).toHaveCount(0);
});

test('a MoneyBird contact is found by typing part of its name', async ({ page }) => {
  await page.goto(URL);
  const finder = page.getByRole('combobox', { name: 'Find a contact' });
  await finder.fill('atl');
  const option = page.getByRole('option', { name: /Atlas Logistics B\.V\./ });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await option.click();
  const card = page.getByLabel('Contact Atlas Logistics B.V.');
  await expect(card).toContainText('458026357470070787');
  await expect(card).toContainText('ACME-001');
});

test('not connected: the page explains how to make a token, and a refused one is said at its field', async ({
  page,
  network,
}) => {
  network.use(
    http.get('*/api/money-bird/credentials', () =>
      HttpResponse.json({
        data: {
          administration_id: null,
          token_set: false,
          token_last4: null,
          connected: false,
          scopes: [],
          checked_at: null,
        },
      }),
    ),
  );
  await page.goto(URL);
  const connection = page.getByRole('region', { name: 'Connection' });
  await expect(connection.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(connection.getByRole('heading', { name: 'How to create a token' })).toBeVisible();
  await expect(page.getByText(/connect MoneyBird above first/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await connection.getByRole('textbox', { name: /^Administration id/ }).fill('313772697168036880');
  const token = connection.getByLabel(/^API token/);
  await token.fill('not-a-token');
  await connection.getByRole('button', { name: 'Connect' }).click();
  await expect(connection.getByText('MoneyBird did not accept this token.')).toBeVisible();
  await expect(token).toHaveValue('not-a-token');
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
});
