import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.use(asRole('admin'));

// The team calendar of /time-offs: people × days on the planner grid, operated by keyboard.
const DESCRIPTION = /^.+, \w{3} \d{1,2} \w{3} \d{4}: .+$/;

test('the calendar moves by keyboard, and Enter on a free day opens a new request there', async ({
  page,
}) => {
  await page.goto('/time-offs?view=calendar&zoom=month');
  const grid = page.getByRole('grid', { name: 'Team calendar' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: 'Absent' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The live region says what is under the cursor.
  const live = page.getByRole('status').filter({ hasText: DESCRIPTION });
  await grid.focus();
  // From the first department's header row down to its first person, on the month's first day.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await expect(live).toHaveText(DESCRIPTION);
  const firstDay = (await live.textContent()) ?? '';
  await page.keyboard.press('ArrowRight');
  await expect(live).not.toHaveText(firstDay);

  // Walk on to a day with no leave on it (Enter on leave would open that request instead).
  for (let step = 0; step < 30; step += 1) {
    if (!/approved|pending/.test((await live.textContent()) ?? '')) break;
    await page.keyboard.press('ArrowRight');
  }
  await expect(live).not.toHaveText(/approved|pending/);

  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/[?&]request=new(&|$)/);
  await expect(page).toHaveURL(/[?&]request_start=\d{4}-\d{2}-\d{2}(&|$)/);
  await expect(page).toHaveURL(/[?&]request_user=\d+(&|$)/);
  await expect(page.getByRole('dialog', { name: 'New time-off request' })).toBeVisible();
});

test('a year with its coverage row, the named holidays of January, and the empty state', async ({ page }) => {
  const year = new Date().getFullYear();
  const days = new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29 ? 366 : 365;
  await page.goto(`/time-offs?view=calendar&zoom=year&from=${year}-01-01`);
  const grid = page.getByRole('grid', { name: 'Team calendar' });
  await expect(grid).toHaveAttribute('aria-colcount', String(days + 1));
  await expect(grid.getByRole('gridcell', { name: /^\d+ of \d+ absent/ }).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/time-offs?view=calendar&zoom=month&from=${year}-01-01`);
  await expect(
    grid.getByRole('columnheader', { name: new RegExp(` 1 Jan ${year}, holiday: New Year's Day`) }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-is-called-this');
  await expect(page.getByText('No one to show')).toBeVisible();
  await expect(page).toHaveURL(/[?&]search=nobody-is-called-this/);
  await expectNoSeriousA11yViolations(page);
});

test.describe('as an employee', () => {
  test.use(asRole('employee'));

  test('shows who is away but not why, and rejected leave and a coverage warning when asked, kept on reload', async ({
    page,
  }) => {
    await page.goto('/time-offs?view=calendar&zoom=month&from=2025-05-01');
    const grid = page.getByRole('grid', { name: 'Team calendar' });
    await expect(grid.getByRole('gridcell', { name: /^Away, (approved|pending), / }).first()).toBeAttached();
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText("Away (a colleague's leave, its kind private)");

    // The box follows the address, which the click changes: checked once the router has moved.
    await page.getByRole('checkbox', { name: 'Show rejected' }).click();
    await expect(page.getByRole('checkbox', { name: 'Show rejected' })).toBeChecked();
    await expect(page).toHaveURL(/[?&]rejected=true(&|$)/);
    await expect(legend).toContainText('Rejected');
    await page.getByRole('combobox', { name: 'Coverage warning' }).click();
    await page.getByRole('option', { name: 'Over 10 % absent' }).click();
    await expect(page).toHaveURL(/[?&]limit=10(&|$)/);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Show rejected' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Coverage warning' })).toHaveText('Over 10 % absent');
    await expect(grid).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
