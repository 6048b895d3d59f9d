import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProjectAdministration, ProjectPage } from './pages/projects';

test.use(asRole('admin'));

// acme's project 1 is Atlas Platform, billed in USD, active, with invoices (the seed is relative to
// today); acme's company currency is EUR and it is connected to MoneyBird.
const TITLE = 'Atlas Platform';

// A small PDF the files field accepts.
const CONTRACT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the header: the status changed in place and the currency switch are kept, the classic view follows', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const project = new ProjectPage(page, 1);
  await project.open();
  await expect(project.heading(TITLE)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${TITLE} · Overview`));
  const status = project.status;
  await expect(status).toHaveText('Active');
  await expectNoSeriousA11yViolations(page);

  await project.setStatus('On hold');
  await expect(page.getByText('Status set to On hold')).toBeVisible();
  await expect(status).toHaveText('On hold');

  await project.currencyButton('Company currency (EUR)').click();
  await expect(page).toHaveURL(/\/projects\/1\?cur=company$/);
  await expect(project.currencyButton('Company currency (EUR)')).toHaveAttribute('aria-pressed', 'true');

  await project.openTab('Classic view');
  await expect(page).toHaveURL(/\/projects\/1\/classic\?cur=company$/);
  await expect(project.classicTerms).toBeVisible();
  await expect(project.currencyNote).toContainText('Amounts in EUR, converted from USD');
  await expectNoSeriousA11yViolations(page);

  await reloadWhenSettled(page);
  await expect(project.status).toHaveText('On hold');
  await expect(project.currencyButton('Company currency (EUR)')).toHaveAttribute('aria-pressed', 'true');
  await project.currencyButton('Project currency (USD)').click();
  await expect(page).toHaveURL(/\/projects\/1\/classic$/);
  await expect(project.currencyNote).toContainText('Amounts in USD.');
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('the administration is kept after a reload, and the MoneyBird contact it suggests is mapped', async ({
  page,
  expectNoConsoleErrors,
}) => {
  await new ProjectPage(page, 1).open('admin');
  const admin = new ProjectAdministration(page);
  await expect(admin.field('Legal name')).toHaveValue('');
  await expect(admin.moneyBird).toContainText('Not mapped.');
  await expectNoSeriousA11yViolations(page);

  await admin.field('Legal name').fill('Atlas Logistics B.V.');
  await admin.field('VAT number').fill('NL859123456B01');
  await admin.field('Billing e-mail').fill('finance@atlas-logistics.example');
  await admin.field(/^Payment terms/).fill('400');
  await admin.save();
  await expect(admin.form.getByText('Payment terms are 0 to 365 days')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await admin.field(/^Payment terms/).fill('30');
  await admin.chooseLanguage('Dutch');
  await admin.attachFile({
    name: 'Atlas contract.pdf',
    mimeType: 'application/pdf',
    buffer: CONTRACT_PDF,
  });
  await admin.save();
  await expect(page.getByText('Billing details saved')).toBeVisible();

  await reloadWhenSettled(page);
  await expect(admin.field('Legal name')).toHaveValue('Atlas Logistics B.V.');
  await expect(admin.field(/^Payment terms/)).toHaveValue('30');
  await expect(admin.language).toHaveText('Dutch');
  await expect(admin.files).toContainText('Atlas contract.pdf');

  // The saved VAT number finds the contact in MoneyBird.
  await expect(admin.moneyBird).toContainText(
    'Suggested: Atlas Logistics B.V. (High confidence: same VAT number)',
  );
  await admin.mapSuggestedContact();
  await expect(admin.moneyBird).toContainText('Mapped to Atlas Logistics B.V.');
  await expectNoSeriousA11yViolations(page);
  expectNoConsoleErrors();
});

test('deleting a project with invoices asks first, then offers to close it instead', async ({ page }) => {
  const project = new ProjectPage(page, 1);
  await project.open();
  await expect(project.heading(TITLE)).toBeVisible();
  const confirm = await project.deleteProject(TITLE);
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete project' }).click();

  const refused = project.deletionRefused;
  await expect(refused).toContainText(/This project has \d+ invoices?, so it cannot be deleted/);
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Set status to Completed' }).click();
  await expect(refused).toBeHidden();
  await expect(project.status).toHaveText('Completed');
  await expect(project.heading(TITLE)).toBeVisible();
});
