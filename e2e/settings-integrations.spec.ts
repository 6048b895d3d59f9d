import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { confirm } from './pages/widgets';

test.use(asRole('admin'));

// acme's Google starts not connected. The mocked API cannot send anyone to Google: its connect address
// is the app's own return page (?connected=google), and asking for it connects.
test('Google is connected through the same-origin mock address, stays connected, and is disconnected after asking', async ({
  page,
}) => {
  await page.goto('/settings?tab=integrations');
  const google = page.getByRole('region', { name: 'Google' });
  await expect(google.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Slack' }).getByText('Connected', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await google.getByRole('button', { name: 'Connect Google' }).click();
  await expect(page.getByText('Google is connected.')).toBeVisible();
  // The return parameter is taken out of the address.
  await expect(page).toHaveURL(/\/settings\?tab=integrations$/);
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await expect(google.getByText('admin@acme.test')).toBeVisible();
  await expect(google.getByRole('form', { name: 'What is synced' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await reloadWhenSettled(page);
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText('Google is connected.')).toBeHidden();

  await google.getByRole('button', { name: 'Disconnect Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(dialog.getByText(/stop being added to the Google calendar/)).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await confirm(page, 'Disconnect Google?', 'Disconnect');
  await expect(google.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(google.getByRole('button', { name: 'Connect Google' })).toBeVisible();
});

test('what Google syncs is saved and kept after a reload', async ({ page }) => {
  await page.goto('/settings?tab=integrations');
  const google = page.getByRole('region', { name: 'Google' });
  await google.getByRole('button', { name: 'Connect Google' }).click();
  const form = google.getByRole('form', { name: 'What is synced' });
  await form.getByRole('switch', { name: 'Add approved time off to the calendar' }).check();
  await form.getByRole('textbox', { name: 'Calendar ID' }).fill('primary');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('What Google syncs has been saved.')).toBeVisible();

  await reloadWhenSettled(page);
  const reloaded = page.getByRole('region', { name: 'Google' }).getByRole('form', { name: 'What is synced' });
  await expect(reloaded.getByRole('textbox', { name: 'Calendar ID' })).toHaveValue('primary');
  await expect(reloaded.getByRole('switch', { name: 'Add approved time off to the calendar' })).toBeChecked();
});
