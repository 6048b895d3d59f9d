import { asRole, expect, expectNoSeriousA11yViolations, reloadWhenSettled, test } from './fixtures';

test.use(asRole('admin'));

// The seed is relative to today, so the spec reads shapes (a year, a percentage), not fixed figures.

test('a project overview shows its key figures, the months as a table beside the chart, and its alerts', async ({
  page,
}) => {
  await page.goto('/projects/1');
  const figures = page.getByRole('list', { name: 'Key figures' });
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
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();

  // The chart's numbers, as a table on request.
  await page.getByRole('button', { name: 'Show the numbers' }).click();
  const months = page.getByRole('table', { name: /^Forecast and actual by month in [A-Z]{3}/ });
  await expect(months).toBeVisible();
  await expect(months.getByRole('columnheader', { name: 'Baseline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // The company currency, converted and said so.
  await page.goto('/projects/1?cur=company');
  await expect(page.getByText(/^≈ Converted into [A-Z]{3} at the currency rates of /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the revenue tab shows the year by month, switches to quarters and shows the baseline, all kept in the link', async ({
  page,
}) => {
  await page.goto('/projects/1');
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/\/projects\/1\/revenue$/);
  const year = new Date().getFullYear();
  await expect(page.getByRole('heading', { name: `Revenue ${year}` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Jan/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What explains the difference' })).toBeVisible();
  const split = page.getByRole('table', { name: 'What explains the difference' });
  await expect(split.getByRole('rowheader')).toHaveText(['Vacation', 'Sick leave', /^Other/]);
  await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Quarters' }).click();
  await expect(page).toHaveURL(/[?&]view=quarter/);
  await expect(page.getByRole('columnheader', { name: /^Q1/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Jan/ })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show the baseline' }).click();
  await expect(page).toHaveURL(/[?&]baseline=1/);
  await expect(page.getByRole('rowheader', { name: /^Baseline \([A-Z]{3}\)$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Previous year' }).click();
  await expect(page.getByRole('heading', { name: `Revenue ${year - 1}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]year=${year - 1}`));

  await reloadWhenSettled(page);
  await expect(page.getByRole('heading', { name: `Revenue ${year - 1}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show the baseline' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Quarters' })).toHaveAttribute('aria-pressed', 'true');
});
