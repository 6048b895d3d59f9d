import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { RequestDialog, TeamCalendar } from './pages/time-offs';

test.use(asRole('admin'));

// The team calendar of /time-offs: people × days on the planner grid, operated by keyboard.
const DESCRIPTION = /^.+, \w{3} \d{1,2} \w{3} \d{4}: .+$/;

test('the calendar moves by keyboard, and Enter on a free day opens a new request there', async ({
  page,
}) => {
  const calendar = new TeamCalendar(page);
  await calendar.open('zoom=month');
  const grid = calendar.grid;
  await expect(grid).toBeVisible();
  await expect(calendar.absentRow).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The live region says what is under the cursor.
  const live = calendar.underTheCursor(DESCRIPTION);
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
  await expect(new RequestDialog(page).root).toBeVisible();
});

test('a year with its coverage row, the named holidays of January, and the empty state', async ({ page }) => {
  const year = new Date().getFullYear();
  const days = new Date(Date.UTC(year, 1, 29)).getUTCDate() === 29 ? 366 : 365;
  const calendar = new TeamCalendar(page);
  await calendar.open(`zoom=year&from=${year}-01-01`);
  const grid = calendar.grid;
  await expect(grid).toHaveAttribute('aria-colcount', String(days + 1));
  await expect(calendar.cell(/^\d+ of \d+ absent/).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  await calendar.open(`zoom=month&from=${year}-01-01`);
  await expect(calendar.dayHeader(new RegExp(` 1 Jan ${year}, holiday: New Year's Day`))).toBeVisible();

  await calendar.search('nobody-is-called-this');
  await expect(calendar.emptyState).toBeVisible();
  await expect(page).toHaveURL(/[?&]search=nobody-is-called-this/);
  await expectNoSeriousA11yViolations(page);
});

test.describe('as an employee', () => {
  test.use(asRole('employee'));

  test('shows who is away but not why, and rejected leave and a coverage warning when asked, kept on reload', async ({
    page,
  }) => {
    const calendar = new TeamCalendar(page);
    await calendar.open('zoom=month&from=2025-05-01');
    const grid = calendar.grid;
    await expect(calendar.cell(/^Away, (approved|pending), /).first()).toBeAttached();
    const legend = calendar.legend;
    await expect(legend).toContainText("Away (a colleague's leave, its kind private)");

    // The box follows the address, which the click changes: checked once the router has moved.
    await calendar.showRejected.click();
    await expect(calendar.showRejected).toBeChecked();
    await expect(page).toHaveURL(/[?&]rejected=true(&|$)/);
    await expect(legend).toContainText('Rejected');
    await calendar.chooseCoverageWarning('Over 10 % absent');
    await expect(page).toHaveURL(/[?&]limit=10(&|$)/);

    await page.reload();
    await expect(calendar.showRejected).toBeChecked();
    await expect(calendar.coverageWarning).toHaveText('Over 10 % absent');
    await expect(grid).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
