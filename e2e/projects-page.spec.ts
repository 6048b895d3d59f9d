import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { choose } from './pages/widgets';

test.use(asRole('admin'));

// acme's project 1 is Atlas Platform, billed in USD, active, with invoices (the seed is relative to
// today); acme's company currency is EUR and it is connected to MoneyBird.
const PROJECT = '/projects/1';
const TITLE = 'Atlas Platform';

// A small PDF the files field accepts.
const CONTRACT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the header: the status changed in place and the currency switch are kept, the classic view follows', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto(PROJECT);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${TITLE} · Overview`));
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Active');
  await expectNoSeriousA11yViolations(page);

  await choose(page, 'Status', 'On hold');
  await expect(page.getByText('Status set to On hold')).toBeVisible();
  await expect(status).toHaveText('On hold');

  await page.getByRole('button', { name: 'Company currency (EUR)' }).click();
  await expect(page).toHaveURL(/\/projects\/1\?cur=company$/);
  await expect(page.getByRole('button', { name: 'Company currency (EUR)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('tab', { name: 'Classic view' }).click();
  await expect(page).toHaveURL(/\/projects\/1\/classic\?cur=company$/);
  await expect(page.getByRole('table', { name: 'Terms' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Amounts in EUR, converted from USD');
  await expectNoSeriousA11yViolations(page);

  await reloadWhenSettled(page);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('On hold');
  await expect(page.getByRole('button', { name: 'Company currency (EUR)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Project currency (USD)' }).click();
  await expect(page).toHaveURL(/\/projects\/1\/classic$/);
  await expect(page.getByRole('note')).toContainText('Amounts in USD.');
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('the administration is kept after a reload, and the MoneyBird contact it suggests is mapped', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await page.goto(`${PROJECT}/admin`);
  const form = page.getByRole('form', { name: 'Billing details' });
  await expect(form.getByLabel('Legal name')).toHaveValue('');
  const moneyBird = page.getByRole('region', { name: 'MoneyBird contact' });
  await expect(moneyBird).toContainText('Not mapped.');
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Legal name').fill('Atlas Logistics B.V.');
  await form.getByLabel('VAT number').fill('NL859123456B01');
  await form.getByLabel('Billing e-mail').fill('finance@atlas-logistics.example');
  await form.getByLabel(/^Payment terms/).fill('400');
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(form.getByText('Payment terms are 0 to 365 days')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel(/^Payment terms/).fill('30');
  await choose(form, 'Invoice language', 'Dutch');
  await form.getByLabel('New files').setInputFiles({
    name: 'Atlas contract.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT_PDF,
  });
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();

  await reloadWhenSettled(page);
  const reloaded = page.getByRole('form', { name: 'Billing details' });
  await expect(reloaded.getByLabel('Legal name')).toHaveValue('Atlas Logistics B.V.');
  await expect(reloaded.getByLabel(/^Payment terms/)).toHaveValue('30');
  await expect(reloaded.getByRole('combobox', { name: 'Invoice language' })).toHaveText('Dutch');
  await expect(reloaded.getByRole('list', { name: 'Project files' })).toContainText('Atlas contract.pdf');

  // The saved VAT number finds the contact in MoneyBird.
  const section = page.getByRole('region', { name: 'MoneyBird contact' });
  await expect(section).toContainText('Suggested: Atlas Logistics B.V. (High confidence: same VAT number)');
  await section.getByRole('button', { name: 'Use this contact' }).click();
  await section.getByRole('button', { name: 'Save mapping' }).click();
  await expect(section).toContainText('Mapped to Atlas Logistics B.V.');
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('deleting a project with invoices asks first, then offers to close it instead', async ({ page }) => {
  await page.goto(PROJECT);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete project…' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${TITLE}?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete project' }).click();

  const refused = page.getByRole('dialog', { name: 'This project cannot be deleted' });
  await expect(refused).toContainText(/This project has \d+ invoices?, so it cannot be deleted/);
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Set status to Completed' }).click();
  await expect(refused).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Completed');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});
