import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';
import { ProjectPage, ProjectRevenue } from './pages/projects';

test.use(asRole('admin'));

// The seed is relative to today, so the spec reads shapes (a year, a percentage), not fixed figures.

test('a project overview shows its key figures, the months as a table beside the chart, and its alerts', async ({
  page,
}) => {
  const project = new ProjectPage(page, 1);
  await project.open();
  const figures = project.keyFigures;
  for (const label of [
    'Contract value',
    'Forecast to date',
    'Invoiced',
    'Paid',
    'Outstanding',
    'Remaining to invoice',
  ])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText(/^(Forecast lands at \d+ % of baseline\.|There is no baseline)/)).toBeVisible();
  await expect(project.sectionHeading('Alerts')).toBeVisible();
  await expect(project.sectionHeading('Team')).toBeVisible();

  // The chart's numbers, as a table on request.
  await project.showTheNumbers();
  const months = project.monthsTable;
  await expect(months).toBeVisible();
  await expect(months.getByRole('columnheader', { name: 'Baseline' })).toBeVisible();
  await expect(project.hideTheNumbersButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  // The company currency, converted and said so.
  await project.open('', '?cur=company');
  await expect(page.getByText(/^≈ Converted into [A-Z]{3} at the currency rates of /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the revenue tab shows the year by month, switches to quarters and shows the baseline, all kept in the link', async ({
  page,
}) => {
  const project = new ProjectPage(page, 1);
  await project.open();
  await project.openTab('Revenue');
  await expect(page).toHaveURL(/\/projects\/1\/revenue$/);
  const revenue = new ProjectRevenue(page);
  const year = new Date().getFullYear();
  await expect(revenue.heading(year)).toBeVisible();
  await expect(revenue.periodHeader(/^Jan/)).toBeVisible();
  await expect(revenue.differenceHeading).toBeVisible();
  await expect(revenue.difference.getByRole('rowheader')).toHaveText(['Vacation', 'Sick leave', /^Other/]);
  await expect(revenue.invoicesHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await revenue.quartersButton.click();
  await expect(page).toHaveURL(/[?&]view=quarter/);
  await expect(revenue.periodHeader(/^Q1/)).toBeVisible();
  await expect(revenue.periodHeader(/^Jan/)).toHaveCount(0);

  await revenue.baselineSwitch.click();
  await expect(page).toHaveURL(/[?&]baseline=1/);
  await expect(revenue.baselineRow).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await revenue.previousYear();
  await expect(revenue.heading(year - 1)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]year=${year - 1}`));

  await reloadWhenSettled(page);
  await expect(revenue.heading(year - 1)).toBeVisible();
  await expect(revenue.baselineSwitch).toBeChecked();
  await expect(revenue.quartersButton).toHaveAttribute('aria-pressed', 'true');
});
