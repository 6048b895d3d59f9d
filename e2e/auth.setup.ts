import { loginAs, ROLES, storageStatePath, test as setup } from './fixtures';

// Logs in once per role through the form; specs start from the saved session.
for (const role of ROLES) {
  setup(`log in as ${role}`, async ({ page }) => {
    await loginAs(page, role);
    await page.context().storageState({ path: storageStatePath(role) });
  });
}
