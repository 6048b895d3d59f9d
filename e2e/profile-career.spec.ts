import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { choose, typeDate } from './pages/widgets';

test.use(asRole('admin'));

// The admin's own profile (user 1) is editable. A start far ahead keeps the new step apart from the
// seeded ones, whatever day the suite runs.
const NEW_STEP = 'Team Lead Since 1 Jan 2030';

test('career history: add a step, edit it, see and delete the recorded change, open projects since a start', async ({
  page,
  expectNoConsoleErrors,
}) => {
  // One whole life in one test, about 30 s on a busy 2-core CI machine: three times the usual time.
  test.slow();
  const profile = new ProfilePage(page);
  await profile.goto('career');
  const section = profile.section('Career history');
  const steps = section.getByRole('list', { name: 'Career steps' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add.
  await section.getByRole('button', { name: 'Add step' }).click();
  const add = profile.dialog('Add career step');
  await choose(add, /^Position/, 'Team Lead');
  await choose(add, /^Department/, 'Engineering');
  await choose(add, /^Seniority/, 'Senior I');
  await typeDate(add, /^Start date/, '01012030');
  await add.getByLabel(/^Note/).fill('Leads the platform team');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  const added = steps.getByRole('listitem', { name: NEW_STEP });
  await expect(added).toContainText('Engineering · Senior I');
  await expect(added).toContainText('Current');
  await expect(added).toContainText('Leads the platform team');

  // Edit: a promotion within the step.
  await added.getByRole('button', { name: 'Edit step' }).click();
  const edit = profile.dialog('Edit career step');
  await expect(edit.getByRole('combobox', { name: /^Position/ })).toHaveText('Team Lead');
  await choose(edit, /^Seniority/, 'Senior II');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(added).toContainText('Engineering · Senior II');

  // The edit is in the step's history; deleting the record asks first.
  await added.getByRole('button', { name: 'History' }).click();
  const history = profile.dialog('History of Team Lead since 1 Jan 2030');
  const changes = history.getByRole('list', { name: 'Recorded changes' });
  await expect(changes).toContainText('Seniority: Senior I → Senior II');
  await expect(changes.getByRole('heading', { level: 3 })).toContainText('Nino Beridze');
  await expectNoSeriousA11yViolations(page);
  await history.getByRole('button', { name: /^Delete the change by Nino Beridze on / }).click();
  const confirm = profile.dialog('Delete?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(history.getByText('No changes recorded')).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // Projects since the first step's start: every project of the person started then or later.
  const first = steps.getByRole('listitem').last();
  await first.getByRole('button', { name: /^Projects since / }).click();
  const projects = page.getByRole('dialog', { name: /^Projects since / });
  await expect(
    projects
      .getByRole('list', { name: /^Projects since / })
      .getByRole('heading')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await projects.getByRole('button', { name: 'Close' }).click();
  await expect(projects).toBeHidden();

  // Saved: the step is there after a reload, as edited.
  await reloadWhenSettled(page);
  const reloaded = profile.section('Career history').getByRole('listitem', { name: NEW_STEP });
  await expect(reloaded).toContainText('Engineering · Senior II');
  await expect(reloaded).toContainText('Leads the platform team');
  expectNoConsoleErrors();
});
