import type { Page } from '@playwright/test';
import {
  asRole,
  expect,
  expectNoSeriousA11yViolations,
  reloadWhenSettled,
  test,
  waitForApiToSettle,
} from './fixtures';
import { lastRegistrationLink } from '../src/mocks/mail-outbox';
import { DirectoryPage } from './pages/directory';
import { choose, typeDate } from './pages/widgets';

test.use(asRole('admin'));

const ACTIVE = '/admin/recruitment/active';
// A small but real PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const POSITION = 'Software Engineer';

// A name no seed has, so the searches below find this test's candidate only.
const uniqueName = () => {
  const stamp = Date.now().toString(36);
  return { first: 'Ketevan', last: `Testadze${stamp}`, email: `ketevan.${stamp}@example.test` };
};

type NewCandidate = ReturnType<typeof uniqueName>;

async function addCandidate(page: Page, person: NewCandidate) {
  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByLabel(/^First name/).fill(person.first);
  await dialog.getByLabel(/^Last name/).fill(person.last);
  await dialog.getByLabel(/^E-mail/).fill(person.email);
  return dialog;
}

test('adding a candidate meets the duplicate warning for someone already in the pipeline', async ({
  page,
}) => {
  const person = uniqueName();
  await page.goto(ACTIVE);
  const first = await addCandidate(page, person);
  await choose(first, /^Position/, POSITION);
  await first
    .getByLabel('CV')
    .setInputFiles({ name: 'Ketevan CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await first.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(first).toBeHidden();
  // The new candidate opens in the drawer, their CV previewed at an address that survives a reload.
  const drawer = page.getByRole('dialog', { name: `${person.first} ${person.last}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: /^Preview Ketevan CV/ }).click();
  await expect(page).toHaveURL(/[?&]tab=preview&cvId=\d+/);
  await reloadWhenSettled(page);
  await expect(drawer.getByRole('link', { name: 'Close preview' })).toBeVisible();
  await expect(drawer.getByText('The CV could not be loaded for the preview.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: 'Close preview' }).click();
  await expect(page).not.toHaveURL(/tab=preview/);
  await drawer.getByRole('button', { name: 'Close candidate' }).click();

  // The same e-mail again: the live check says who it is, in words, with Open.
  const second = await addCandidate(page, { ...person, first: 'Keti' });
  const warning = second.getByRole('list', { name: 'This may be someone we know' });
  await expect(warning).toBeVisible();
  await expect(
    warning.getByText(`${person.first} ${person.last}: In the pipeline at New for ${POSITION}`),
  ).toBeVisible();
  await expect(warning.getByText('Same e-mail')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sending it anyway: the taken e-mail is refused at its field, the form kept as typed.
  await second.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(second.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByLabel(/^First name/)).toHaveValue('Keti');

  await warning.getByRole('button', { name: `Open ${person.first} ${person.last}` }).click();
  await expect(page.getByRole('dialog', { name: `${person.first} ${person.last}` })).toBeVisible();
});

// A new candidate for the position, added from the active list; their drawer opens.
async function addCandidateWithPosition(page: Page) {
  const person = uniqueName();
  const fullName = `${person.first} ${person.last}`;
  await page.goto(ACTIVE);
  const dialog = await addCandidate(page, person);
  await choose(dialog, /^Position/, POSITION);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  return { person, fullName, drawer: page.getByRole('dialog', { name: fullName }) };
}

test('a candidate moved to pre-offer and hired is found in /employees and no longer in recruitment', async ({
  page,
}) => {
  // The whole journey: add, move, note, hire, then the directory.
  test.slow();
  const { person, fullName, drawer } = await addCandidateWithPosition(page);
  await expect(drawer.getByText('The profile becomes editable from Pre-offer.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Hire' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Move to Pre-offer' }).click();
  await expect(drawer.getByText('The profile can be edited at this stage.')).toBeVisible();
  await choose(drawer, /^Stage/, 'Offer');
  await expect(
    drawer.getByRole('list', { name: 'History' }).getByText('Moved from Pre-offer to Offer'),
  ).toBeVisible();

  // A note with a rating.
  await drawer.getByLabel('New note').fill('Strong final interview.');
  // The rating's stars are radios: focused and chosen with the space bar, as a keyboard user does.
  await drawer.getByRole('radio', { name: '4 of 5' }).focus();
  await page.keyboard.press('Space');
  await expect(drawer.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(
    drawer.getByRole('list', { name: 'Notes' }).getByText('Strong final interview.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('button', { name: 'Hire' }).click();
  const hire = page.getByRole('dialog', { name: `Hire ${fullName}` });
  await typeDate(hire, /^Start date/, '01022027');
  await choose(hire, /^Department/, 'Design');
  await choose(hire, /^Employment type/, 'Full-time');
  // On demand is refused for an employee, at the field.
  await choose(hire, /^First availability/, 'On-demand');
  await hire.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(hire.getByText('Employee can not be available on demand')).toBeVisible();
  await choose(hire, /^First availability/, 'Available');
  await hire.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(hire).toBeHidden();
  await expect(page.getByText(`${fullName} is now an employee.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    /\/employee\/\d+\/overview$/,
  );

  const directory = new DirectoryPage(page);
  await directory.goto();
  await directory.search(person.last);
  await expect(directory.row(fullName)).toBeVisible();

  await page.goto(ACTIVE);
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.last);
  await waitForApiToSettle(page);
  await expect(page.getByText(fullName)).toHaveCount(0);
});

test('a registration link goes to the candidate by e-mail, never to the screen, and works once (issue 30, H2)', async ({
  page,
}) => {
  const { person, fullName, drawer } = await addCandidateWithPosition(page);
  await drawer.getByRole('button', { name: `Send registration link to ${fullName}` }).click();
  await expect(page.getByText(`Registration link sent to ${person.email}. It works until`)).toBeVisible();
  await expect(drawer.getByText(/^Sent on .+, expires .+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The link is in the candidate's e-mail (the mock's outbox, in this worker), not on the page.
  const link = lastRegistrationLink(person.email);
  expect(link).toMatch(/\/employee-registration\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(link ?? '').pathname;
  await expect(page.locator('body')).not.toContainText(path);

  // The candidate opens it, registers, and the link is used up.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Acme Consulting' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('correct-horse-battery');
  await page.getByLabel(/^Repeat password/).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page.getByRole('status')).not.toBeEmpty();
  await page.goto(path);
  await expect(page.getByRole('alert').filter({ hasText: 'This registration link' })).toContainText(
    'This registration link has already been used.',
  );
});
