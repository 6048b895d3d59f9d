import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProfilePage } from './pages/profile';

// The Overview tab of a profile: its cards edited through their dialogs, the suggested rewrite of the
// brief intro, the profile's sections, and the read-only view for someone who may not edit.

test.describe('as an admin on their own (editable) profile', () => {
  test.use(asRole('admin'));

  test('edits personal information and the brief intro with an accepted suggestion; both survive a reload', async ({
    page,
    expectNoConsoleErrors,
  }) => {
    const profile = new ProfilePage(page);
    await profile.goto('overview');
    await expect(profile.section('Overview')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Brief intro first, so no toast is fading in while axe looks at the suggestion: ask for a better
    // wording, compare it with the text, accept it, then save.
    const intro = profile.section('Brief intro');
    await intro.getByRole('button', { name: 'Edit brief intro' }).click();
    const introDialog = profile.dialog('Edit brief intro');
    const text = introDialog.getByLabel(/^Brief intro/);
    await text.fill('i look after   hiring and onboarding');
    await introDialog.getByRole('button', { name: 'Suggest improvement' }).click();
    const suggestion = introDialog.getByRole('region', { name: 'Suggested improvement' });
    await expect(suggestion.getByRole('region', { name: 'Current', exact: true })).toContainText(
      'i look after hiring and onboarding',
    );
    await expect(suggestion.getByRole('region', { name: 'Suggested', exact: true })).toContainText(
      'I look after hiring and onboarding.',
    );
    await expectNoSeriousA11yViolations(page);
    // Nothing changes until the suggestion is accepted.
    await expect(text).toHaveValue('i look after   hiring and onboarding');
    await suggestion.getByRole('button', { name: 'Accept suggestion' }).click();
    await expect(suggestion).toBeHidden();
    const accepted = await text.inputValue();
    expect(accepted).toContain('HR Manager in Human Resources');
    expect(accepted).toContain('I look after hiring and onboarding.');
    await introDialog.getByRole('button', { name: 'Save' }).click();
    await expect(introDialog).toBeHidden();
    await expect(intro).toContainText(accepted);

    // Personal information.
    const personal = profile.section('Personal information');
    await personal.getByRole('button', { name: 'Edit personal information' }).click();
    const personalDialog = profile.dialog('Edit personal information');
    await personalDialog.getByLabel(/^Phone/).fill('+995 599 11 22 33');
    await personalDialog.getByLabel(/^Emergency contact/).fill('Levan Beridze, +995 577 00 00 00');
    await personalDialog.getByRole('button', { name: 'Save' }).click();
    await expect(personalDialog).toBeHidden();
    await expect(personal).toContainText('+995 599 11 22 33');

    await reloadWhenSettled(page);
    await expect(profile.section('Brief intro')).toContainText(accepted);
    await expect(profile.section('Personal information')).toContainText('+995 599 11 22 33');
    await expect(profile.section('Personal information')).toContainText('Levan Beridze, +995 577 00 00 00');
    expectNoConsoleErrors();
  });

  test('switching a section off removes its tab, also after a reload', async ({ page }) => {
    const profile = new ProfilePage(page);
    await profile.goto('overview');
    await expect(profile.tab('Languages')).toBeVisible();
    const sections = profile.section('Profile sections');
    const languages = sections.getByRole('switch', { name: 'Show Languages on this profile' });
    await expect(languages).toBeChecked();
    await languages.click();
    await expect(profile.tab('Languages')).toHaveCount(0);
    await expect(languages).not.toBeChecked();
    await expect(profile.tab('Skills')).toBeVisible();

    await reloadWhenSettled(page);
    await expect(profile.tab('Skills')).toBeVisible();
    await expect(profile.tab('Languages')).toHaveCount(0);
    await expect(profile.section('Profile sections').getByText('Switched off for this person')).toBeVisible();
  });
});

test.describe('as someone without employee::update', () => {
  test.use(asRole('sale'));

  test('sees the overview read-only, with the reason, and nothing to change', async ({ page }) => {
    const profile = new ProfilePage(page);
    await profile.goto('overview');
    await expect(page.getByText(/editing employees needs the employee::update permission/)).toBeVisible();
    await expect(profile.section('Personal information')).toBeVisible();
    await expect(
      profile.section('Profile sections').getByRole('rowheader', { name: 'Skills' }),
    ).toBeVisible();
    await expect(profile.section('Overview').getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expect(profile.section('Overview').getByRole('switch')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
