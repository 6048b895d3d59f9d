import type { Locator } from '@playwright/test';
import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { typeDate } from './pages/widgets';

test.use(asRole('admin'));

// A month of the holidays calendar (its heading names the group) and the working days it shows.
const workingDaysOf = (month: Locator) => month.getByText(/^\d+ working days?$/);

// A weekday in June of the year: June has no Georgian public holiday, so it is a working day.
function juneWeekday(year: number): string {
  for (let day = 10; ; day += 1) {
    const weekday = new Date(year, 5, day).getDay();
    if (weekday >= 1 && weekday <= 5) return `${String(day).padStart(2, '0')}06${year}`;
  }
}

test('a holiday added to next year takes a working day from June, and is still there after a reload', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 1;
  await page.goto(`/settings?tab=holidays&year=${year}&country=GE`);
  const june = () => page.getByRole('group', { name: `June ${year}`, exact: true });
  await expect(workingDaysOf(june())).toBeVisible();
  await expect(page.getByText(`A preview of ${year}`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = Number.parseInt((await workingDaysOf(june()).textContent()) ?? '', 10);
  expect(before).toBeGreaterThan(19);

  await page.getByRole('button', { name: 'Add a holiday' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a holiday in ${year}` });
  await typeDate(dialog, /^Date/, juneWeekday(year));
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Team day');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(workingDaysOf(june())).toHaveText(`${before - 1} working days`);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Public holidays of ${year} saved`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await reloadWhenSettled(page);
  await expect(workingDaysOf(june())).toHaveText(`${before - 1} working days`);
  await expect(
    page.getByRole('table', { name: `Public holidays in ${year}` }).getByText('Team day', { exact: true }),
  ).toBeVisible();
});

test('the time-off rules are saved, explained for a new hire, and kept after a reload', async ({ page }) => {
  await page.goto('/settings?tab=time-off');
  const form = page.getByRole('form', { name: 'Time-off rules' });
  const yearly = form.getByRole('textbox', { name: /^Yearly vacation days/ });
  await expect(yearly).toHaveValue('26');
  await expect(form.getByRole('combobox', { name: 'Final reviewer' })).toHaveValue('Nino Beridze');
  await expectNoSeriousA11yViolations(page);

  await yearly.fill('22');
  await expect(page.getByRole('region', { name: 'What this means for a new hire' })).toContainText(
    'then has 22 days a year',
  );
  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Time-off rules saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await reloadWhenSettled(page);
  await expect(page.getByRole('textbox', { name: /^Yearly vacation days/ })).toHaveValue('22');
});
