import type { Locator } from '@playwright/test';
import { asRole, expect, reloadWhenSettled, test } from './fixtures';

test.use(asRole('admin'));

// The names of a list's own items, in order (a seniority's grades are a list of their own).
const namesOf = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent?.trim() ?? ''));

test('a position moved up by keyboard keeps its place after a reload and in the add-employee form', async ({
  page,
}) => {
  await page.goto('/settings');
  const positions = page.getByRole('list', { name: 'Positions', exact: true });
  await expect(positions.getByRole('listitem').first()).toBeVisible();
  const before = await namesOf(positions);
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before as [string, string];

  await positions.getByRole('button', { name: `Move ${second} up` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => namesOf(positions)).toEqual([second, first, ...before.slice(2)]);

  await reloadWhenSettled(page);
  await expect
    .poll(() => namesOf(page.getByRole('list', { name: 'Positions', exact: true })))
    .toEqual([second, first, ...before.slice(2)]);

  await page.goto('/add-employee');
  await page.getByRole('combobox', { name: /^Position/ }).click();
  // After "Not set", the positions in their new order.
  const options = page.getByRole('option');
  await expect(options.nth(1)).toHaveText(second);
  await expect(options.nth(2)).toHaveText(first);
});

test('a department dragged by keyboard takes its new place, said aloud, and the employees filter follows', async ({
  page,
}) => {
  await page.goto('/settings?tab=organisation-data');
  const departments = page.getByRole('list', { name: 'Departments', exact: true });
  await expect(departments.getByRole('listitem').first()).toBeVisible();
  const before = await namesOf(departments);
  const [first, second, third] = before as [string, string, string];

  // Space picks the item up, each arrow moves it a place, space drops it.
  await departments.getByRole('button', { name: `Drag ${first}` }).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place: either way the live region names it and its place.
  await expect(page.getByText(new RegExp(`${first}.* place 1 of ${before.length}\\.`))).toBeAttached();
  // Each step is said before the next key, as a person would hear it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${first} is over place 2 of ${before.length}.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${first} is over place 3 of ${before.length}.`)).toBeAttached();
  await page.keyboard.press('Space');
  const after = [second, third, first, ...before.slice(3)];
  await expect.poll(() => namesOf(departments)).toEqual(after);
  await expect(page.getByText(`${first} moved to place 3 of ${before.length}.`)).toBeAttached();
  await expect(departments.getByRole('button', { name: `Drag ${first}` })).toBeFocused();

  // Within the app, no reload: the directory's filter lists them in the new order.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Employees' }).click();
  await page.getByRole('combobox', { name: 'Department' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(second);
  await expect(options.nth(2)).toHaveText(first);
});
