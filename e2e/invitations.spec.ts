import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { Shell } from './pages/shell';

// Issue 30, H1: a person joins another organisation only by accepting its invitation while signed in;
// an e-mail address shared by two tenants' rows makes no membership.

test.describe('an employee invited by Globex', () => {
  test.use(asRole('employee'));

  test('accepts the invitation where organisations are switched, and then switches to Globex', async ({
    page,
  }) => {
    await page.goto('/employees');
    const shell = new Shell(page);
    await shell.chooseAccountAction('Switch organisation');
    const dialog = page.getByRole('dialog', { name: 'Switch organisation' });
    // Not a member yet: Globex is offered as an invitation, not as an organisation to switch to.
    await expect(
      dialog.getByRole('button', { name: 'Accept the invitation to Globex Engineering' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Globex Engineering/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Accept the invitation to Globex Engineering' }).click();
    await expect(page.getByText(/You joined Globex Engineering/)).toBeVisible();
    await dialog.getByRole('button', { name: /^Globex Engineering/ }).click();
    await page.waitForURL(/\/organization-switch/);
    await expect(page).toHaveURL(/\/employees$/);
    await page.goto('/test');
    await expect(page.getByRole('row', { name: /^Tenant globex/ })).toBeVisible();
  });

  test('declines the invitation after confirming, and it is gone', async ({ page }) => {
    await page.goto('/employees');
    await new Shell(page).chooseAccountAction('Switch organisation');
    const dialog = page.getByRole('dialog', { name: 'Switch organisation' });
    await dialog.getByRole('button', { name: 'Decline the invitation to Globex Engineering' }).click();
    const confirm = page.getByRole('dialog', { name: 'Decline the invitation?' });
    await confirm.getByRole('button', { name: 'Decline' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      dialog.getByRole('button', { name: 'Accept the invitation to Globex Engineering' }),
    ).toHaveCount(0);
  });
});

test.describe('an admin', () => {
  test.use(asRole('admin'));

  test('invites a person by e-mail: a member already is refused at the field, a newcomer is invited', async ({
    page,
  }) => {
    await page.goto('/employees');
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    const email = dialog.getByRole('textbox', { name: /^E-mail/ });
    await email.fill('employee@acme.test');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(email).toHaveAccessibleDescription(/already/i);
    await expectNoSeriousA11yViolations(page);

    await email.fill('new.colleague@example.test');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Invitation sent to new.colleague@example.test')).toBeVisible();
  });
});
