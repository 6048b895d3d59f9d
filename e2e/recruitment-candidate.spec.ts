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
import { ActiveRecruitmentPage, CandidateDrawer } from './pages/recruitment';

test.use(asRole('admin'));

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

test('adding a candidate meets the duplicate warning for someone already in the pipeline', async ({
  page,
}) => {
  const person = uniqueName();
  const active = new ActiveRecruitmentPage(page);
  await active.open();
  const first = await active.addCandidate(person);
  await first.choosePosition(POSITION);
  await first.attachCv({ name: 'Ketevan CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await first.add();
  await expect(first.root).toBeHidden();
  // The new candidate opens in the drawer, their CV previewed at an address that survives a reload.
  const drawer = new CandidateDrawer(page, `${person.first} ${person.last}`);
  await expect(drawer.root).toBeVisible();
  await drawer.previewCv(/^Preview Ketevan CV/);
  await expect(page).toHaveURL(/[?&]tab=preview&cvId=\d+/);
  await reloadWhenSettled(page);
  await expect(drawer.closePreviewLink).toBeVisible();
  await expect(drawer.root.getByText('The CV could not be loaded for the preview.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await drawer.closePreviewLink.click();
  await expect(page).not.toHaveURL(/tab=preview/);
  await drawer.close();

  // The same e-mail again: the live check says who it is, in words, with Open.
  const second = await active.addCandidate({ ...person, first: 'Keti' });
  const warning = second.duplicateWarning;
  await expect(warning).toBeVisible();
  await expect(
    warning.getByText(`${person.first} ${person.last}: In the pipeline at New for ${POSITION}`),
  ).toBeVisible();
  await expect(warning.getByText('Same e-mail')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sending it anyway: the taken e-mail is refused at its field, the form kept as typed.
  await second.add();
  await expect(second.field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(second.field(/^First name/)).toHaveValue('Keti');

  await warning.getByRole('button', { name: `Open ${person.first} ${person.last}` }).click();
  await expect(new CandidateDrawer(page, `${person.first} ${person.last}`).root).toBeVisible();
});

// A new candidate for the position, added from the active list; their drawer opens.
async function addCandidateWithPosition(page: Page) {
  const person = uniqueName();
  const fullName = `${person.first} ${person.last}`;
  const active = new ActiveRecruitmentPage(page);
  await active.open();
  const dialog = await active.addCandidate(person);
  await dialog.choosePosition(POSITION);
  await dialog.add();
  return { person, fullName, drawer: new CandidateDrawer(page, fullName) };
}

test('a candidate moved to pre-offer and hired is found in /employees and no longer in recruitment', async ({
  page,
}) => {
  // The whole journey: add, move, note, hire, then the directory.
  test.slow();
  const { person, fullName, drawer } = await addCandidateWithPosition(page);
  await expect(drawer.root.getByText('The profile becomes editable from Pre-offer.')).toBeVisible();
  await expect(drawer.hireButton).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await drawer.moveTo('Pre-offer');
  await expect(drawer.root.getByText('The profile can be edited at this stage.')).toBeVisible();
  await drawer.chooseStage('Offer');
  await expect(drawer.history.getByText('Moved from Pre-offer to Offer')).toBeVisible();

  // A note with a rating.
  await drawer.writeNote('Strong final interview.');
  // The rating's stars are radios: focused and chosen with the space bar, as a keyboard user does.
  await drawer.rating('4 of 5').focus();
  await page.keyboard.press('Space');
  await expect(drawer.rating('4 of 5')).toBeChecked();
  await drawer.addNote();
  await expect(drawer.notes.getByText('Strong final interview.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const hire = await drawer.hire();
  await hire.typeStartDate('01022027');
  await hire.pick(/^Department/, 'Design');
  await hire.pick(/^Employment type/, 'Full-time');
  // On demand is refused for an employee, at the field.
  await hire.pick(/^First availability/, 'On-demand');
  await hire.hire();
  await expect(hire.root.getByText('Employee can not be available on demand')).toBeVisible();
  await hire.pick(/^First availability/, 'Available');
  await hire.hire();
  await expect(hire.root).toBeHidden();
  await expect(page.getByText(`${fullName} is now an employee.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open profile' })).toHaveAttribute(
    'href',
    /\/employee\/\d+\/overview$/,
  );

  const directory = new DirectoryPage(page);
  await directory.goto();
  await directory.search(person.last);
  await expect(directory.row(fullName)).toBeVisible();

  const active = new ActiveRecruitmentPage(page);
  await active.open();
  await active.search(person.last);
  await waitForApiToSettle(page);
  await expect(page.getByText(fullName)).toHaveCount(0);
});

test('a registration link goes to the candidate by e-mail, never to the screen, and works once (issue 30, H2)', async ({
  page,
}) => {
  const { person, drawer } = await addCandidateWithPosition(page);
  await drawer.sendRegistrationLink();
  await expect(page.getByText(`Registration link sent to ${person.email}. It works until`)).toBeVisible();
  await expect(drawer.root.getByText(/^Sent on .+, expires .+$/)).toBeVisible();
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
