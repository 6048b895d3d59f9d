import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';
import { typeDate } from './pages/widgets';

test.use(asRole('admin'));

const INSTITUTION = 'Free University of Tbilisi';

// The admin's own profile (user 1) is editable.
test('education: add a degree, see it after a reload, edit it to "still studying", delete it', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('education');
  const section = profile.section('Education');
  const entries = section.getByRole('list', { name: 'Education entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Add.
  await section.getByRole('button', { name: 'Add education' }).click();
  const add = profile.dialog('Add education');
  await add.getByLabel(/^Institution/).fill(INSTITUTION);
  await add.getByRole('combobox', { name: /^Degree/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Bachelor', 'Masters', 'Phd']);
  await page.getByRole('option', { name: 'Masters', exact: true }).click();
  await add.getByLabel(/^Field of study/).fill('Economics');
  await typeDate(add, /^Start date/, '01092019');
  // An end before the start is refused at the field.
  await typeDate(add, /^End date/, '30062018');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('group', { name: /^End date/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByText('End date cannot be before the start date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await typeDate(add, /^End date/, '30062021');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const entry = entries
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: INSTITUTION }) });
  await expect(entry).toContainText('Masters');
  await expect(entry).toContainText('Economics · 2019 – 2021');

  // Stored: it is there after a reload.
  await reloadWhenSettled(page);
  await expect(entry).toContainText('Economics · 2019 – 2021');

  // Edit: still studying.
  await entry.getByRole('button', { name: `Edit Masters, ${INSTITUTION}` }).click();
  const edit = profile.dialog('Edit education');
  await expect(edit.getByLabel(/^Institution/)).toHaveValue(INSTITUTION);
  await edit.getByRole('checkbox', { name: 'I still study here' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await reloadWhenSettled(page);
  await expect(entry).toContainText('Economics · 2019 – present');

  // Delete, after being asked.
  await entry.getByRole('button', { name: `Delete Masters, ${INSTITUTION}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete?' });
  await expect(confirm).toContainText(`the education entry “Masters, ${INSTITUTION}”`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(entry).toHaveCount(0);
  await reloadWhenSettled(page);
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entry).toHaveCount(0);
  expectNoConsoleErrors();
});

test('experiences: add one with a new industry typed in, then delete two at once', async ({
  page,
  expectNoConsoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await profile.goto('experiences');
  const section = profile.section('Experiences');
  const entries = section.getByRole('list', { name: 'Experience entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Add, with an industry the list does not have yet.
  await section.getByRole('button', { name: 'Add experience' }).click();
  const add = profile.dialog('Add experience');
  await add.getByLabel(/^Position/).fill('Lab Data Engineer');
  await add.getByLabel(/^Company/).fill('Genome Labs');
  await add.getByRole('combobox', { name: /^Industry/ }).fill('Biotech');
  await page.getByRole('option', { name: 'Add “Biotech”' }).click();
  await expect(add.getByRole('combobox', { name: /^Industry/ })).toHaveValue('Biotech');
  await typeDate(add, /^Start date/, '01032019');
  await add.getByRole('checkbox', { name: 'I still work here' }).check();
  await add.getByLabel(/^Description/).fill('Pipelines for sequencing data.');
  await expectNoSeriousA11yViolations(page);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  const entry = entries
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lab Data Engineer at Genome Labs' }) });
  const check = async () => {
    await expect(entry).toContainText('Biotech · Mar 2019 – present');
    await expect(entry).toContainText('Pipelines for sequencing data.');
  };
  await check();

  // Stored, the new industry too: it is there after a reload.
  await reloadWhenSettled(page);
  await check();
  await expect(entries.getByRole('listitem')).toHaveCount(2);

  // Tick both, delete them at once after the confirmation says how many.
  for (const box of await entries.getByRole('checkbox', { name: /^Select / }).all()) await box.check();
  await section.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 experiences?' });
  await expect(confirm).toContainText('Lab Data Engineer at Genome Labs');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete 2 experiences' }).click();
  await expect(confirm).toBeHidden();
  await expect(section.getByText('No experiences yet')).toBeVisible();
  await reloadWhenSettled(page);
  await expect(section.getByText('No experiences yet')).toBeVisible();
  expectNoConsoleErrors();
});
