import { addDays, format, isSaturday, startOfMonth } from 'date-fns';
import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { BalancesTab, RequestDialog, TimeOffRequestsPage } from './pages/time-offs';

// Time off's details (issue 12, session 10): who else of the department is off, by keyboard; the
// request form's calendar with the weekends muted and the holidays named; the other leave counted per
// year. employee@acme.test (Mariam Lomidze) lives in Tbilisi: Georgia's holidays (9 April, Day of
// National Unity).

const YEAR = new Date().getFullYear();

test.describe('as the admin', () => {
  test.use(asRole('admin'));

  test('a request says who else of the department is off; the names and statuses open by keyboard focus', async ({
    page,
  }) => {
    const requests = new TimeOffRequestsPage(page);
    await requests.goto('?queue=all');
    const table = requests.table;
    await table.waitForRows();
    await expect(table.columnHeader('Also off')).toBeVisible();
    // "Ana B., Luka M. +3": the seed gives the larger departments overlapping leave.
    const others = requests.firstAlsoOff;
    await others.focus();
    await expect(page.getByRole('tooltip')).toContainText(/^Also off: .+ \((approved|pending)\)/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the Balances tab counts the other leave in the year chosen, the strip says which', async ({
    page,
  }) => {
    const balances = new BalancesTab(page);
    await balances.open();
    await expect(balances.table.root).toBeVisible();
    await expect(balances.otherLeaveHeading(YEAR)).toBeVisible();
    await balances.chooseOtherLeaveYear(YEAR - 1);
    await expect(page).toHaveURL(new RegExp(`year=${YEAR - 1}`));
    await expect(balances.otherLeaveHeading(YEAR - 1)).toBeVisible();
    await expect(
      page.getByText(`Sick, parental and unpaid leave: working days taken in ${YEAR - 1}.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('as an employee', () => {
  test.use(asRole('employee'));

  test('the request form’s calendar names the holidays and mutes the weekends, which stay selectable', async ({
    page,
  }) => {
    const april = startOfMonth(new Date(YEAR, 3, 1));
    let saturday = april;
    while (!isSaturday(saturday)) saturday = addDays(saturday, 1);
    await new TimeOffRequestsPage(page).goto(
      `?request=new&request_start=${format(addDays(april, 6), 'yyyy-MM-dd')}`,
    );
    const dialog = new RequestDialog(page);
    await expect(dialog.root).toBeVisible();
    const grid = await dialog.openCalendar();
    const holiday = grid.getByRole('gridcell', { name: '9, Day of National Unity' });
    await expect(holiday).toBeVisible();
    await expect(holiday).toHaveAttribute('title', 'Day of National Unity');
    const weekend = grid.getByRole('gridcell', { name: String(saturday.getDate()), exact: true });
    await expect(weekend).toHaveAttribute('data-off', 'true');
    await expect(weekend).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
