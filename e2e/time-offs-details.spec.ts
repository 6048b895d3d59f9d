import { addDays, format, isSaturday, startOfMonth } from 'date-fns';
import { asRole, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { DataTableObject } from './pages/data-table';
import { choose } from './pages/widgets';

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
    await page.goto('/time-offs?queue=all');
    const table = new DataTableObject(page, 'Time-off requests');
    await table.waitForRows();
    await expect(table.columnHeader('Also off')).toBeVisible();
    // "Ana B., Luka M. +3": the seed gives the larger departments overlapping leave.
    const others = table.root.getByText(/^\S+ \S\.(, \S+ \S\.)?( \+\d+)?$/).first();
    await others.focus();
    await expect(page.getByRole('tooltip')).toContainText(/^Also off: .+ \((approved|pending)\)/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the Balances tab counts the other leave in the year chosen, the strip says which', async ({
    page,
  }) => {
    await page.goto('/time-offs?view=balances');
    await expect(page.getByRole('table', { name: 'Balances' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Other leave in ${YEAR}` })).toBeVisible();
    await choose(page, 'Other leave in', String(YEAR - 1));
    await expect(page).toHaveURL(new RegExp(`year=${YEAR - 1}`));
    await expect(page.getByRole('heading', { name: `Other leave in ${YEAR - 1}` })).toBeVisible();
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
    await page.goto(`/time-offs?request=new&request_start=${format(addDays(april, 6), 'yyyy-MM-dd')}`);
    const dialog = page.getByRole('dialog', { name: 'New time-off request' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('button', { name: /^Choose date, selected date is/ })
      .first()
      .click();
    const grid = page.getByRole('grid');
    const holiday = grid.getByRole('gridcell', { name: '9, Day of National Unity' });
    await expect(holiday).toBeVisible();
    await expect(holiday).toHaveAttribute('title', 'Day of National Unity');
    const weekend = grid.getByRole('gridcell', { name: String(saturday.getDate()), exact: true });
    await expect(weekend).toHaveAttribute('data-off', 'true');
    await expect(weekend).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });
});
