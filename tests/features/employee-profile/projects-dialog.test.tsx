import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { choose, dateGroup, pasteDate, typeDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import { giveProjects, idOf, PERSON_ID } from './projects-support';

setupMockApi();

const pdf = () => new File(['%PDF-1.4'], 'Case study.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'Screen.png', { type: 'image/png' });

const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add project' }));
  return screen.findByRole('dialog', { name: 'Add project' });
}

// Text goes in as pasted: typing character by character into MUI fields is slow under jsdom.
async function enter(user: UserEvent, form: HTMLElement, label: RegExp, text: string) {
  await user.click(within(form).getByLabelText(label));
  await user.paste(text);
}

// Every field of the form, as a person fills it in.
async function fillProject(user: UserEvent, form: HTMLElement) {
  await enter(user, form, /^Name/, 'Payments platform');
  await enter(user, form, /^Client/, 'Bank of Tbilisi');
  await enter(user, form, /^Role/, 'Backend developer');
  await pasteDate(user, /^Start date/, '01032025', { within: form });
  await choose(user, /^Industry/, 'Banking', { within: form });
  await choose(user, /^Skills/, 'React', { within: form });
  await choose(user, /^Skills/, 'Python', { within: form });
  await enter(user, form, /^Description/, 'Moved card payments to a new ledger.');
  await user.upload(within(form).getByLabelText('Attachments'), [pdf(), png()]);
}

// A dialog with date pickers and autocompletes is slow to fill in under jsdom on a shared machine.
const DIALOG_TEST_TIMEOUT_MS = 45_000;

const save = (user: UserEvent, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save' }));

describe('the project dialog', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('sends every field as multipart, skills and files as repeated parts, and shows the new card', async () => {
    const user = userEvent.setup({ delay: null });
    await giveProjects(PERSON_ID, []);
    await renderProfileTab('projects');
    const requests = recordRequests();
    const form = await openAdd(user);
    await fillProject(user, form);
    await save(user, form);

    const added = await screen.findByRole('article', { name: 'Payments platform' });
    expect(screen.queryByRole('dialog', { name: 'Add project' })).not.toBeInTheDocument();
    expect(screen.getByText('Project added')).toBeInTheDocument();
    expect(within(added).getByText('Mar 2025 – present · Banking')).toBeInTheDocument();
    // jsdom's File loses its name on the way into msw: the stored files are counted, not named.
    const files = within(added).getByRole('list', { name: 'Attachments of Payments platform' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user/projects/${PERSON_ID}`,
        body: {
          name: 'Payments platform',
          client: 'Bank of Tbilisi',
          role: 'Backend developer',
          description: 'Moved card payments to a new ledger.',
          start_date: '2025-03-01',
          end_date: '',
          industry_id: String(await idOf('industries', 'Banking')),
          'skill_ids[]': [String(await idOf('skills', 'React')), String(await idOf('skills', 'Python'))],
          'files[]': [{ type: 'application/pdf' }, { type: 'image/png' }],
        },
      },
    ]);
  });

  it('asks for the name and the start date, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('projects');
    const requests = recordRequests();
    const form = await openAdd(user);
    await save(user, form);
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Start date is required')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses an end date before the start date at the end date field', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('projects');
    const requests = recordRequests();
    const form = await openAdd(user);
    await enter(user, form, /^Name/, 'Payments platform');
    await typeDate(user, /^Start date/, '01032025', { within: form });
    await typeDate(user, /^End date/, '28022025', { within: form });
    await save(user, form);
    const end = dateGroup(/^End date/, { within: form });
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription('End date cannot be before the start date');
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a date more than 150 years away with "Please enter valid date"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('projects');
    const form = await openAdd(user);
    await enter(user, form, /^Name/, 'Payments platform');
    await typeDate(user, /^Start date/, '01011850', { within: form });
    await save(user, form);
    await waitFor(() =>
      expect(dateGroup(/^Start date/, { within: form })).toHaveAccessibleDescription(
        'Please enter valid date',
      ),
    );
  });

  it('refuses a file of another type at the field before anything is sent', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await renderProfileTab('projects');
    const form = await openAdd(user);
    await user.upload(
      within(form).getByLabelText('Attachments'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('“notes.txt” is not a PDF, PNG or JPEG file');
    expect(
      within(form).queryByRole('list', { name: 'Chosen files for Attachments' }),
    ).not.toBeInTheDocument();
  });

  it('shows a 422 at its field and keeps every value as typed', async () => {
    const user = userEvent.setup({ delay: null });
    await giveProjects(PERSON_ID, []);
    await renderProfileTab('projects');
    const form = await openAdd(user);
    await fillProject(user, form);
    // The skill is gone from the API since the list was loaded: the server refuses skill_ids.1.
    const db = await getTenantDb('acme');
    const python = await idOf('skills', 'Python');
    await db.skills.deleteMany((q) => q.where({ id: python }));
    await save(user, form);

    const skills = within(form).getByRole('combobox', { name: /^Skills/ });
    await waitFor(() => expect(skills).toHaveAttribute('aria-invalid', 'true'));
    expect(skills).toHaveAccessibleDescription('The selected skill ids is invalid.');
    expect(dialog('Add project')).toBe(form);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Payments platform');
    expect(within(form).getByLabelText(/^Role/)).toHaveValue('Backend developer');
    expect(dateGroup(/^Start date/, { within: form })).toHaveTextContent('01/03/2025');
    expect(within(form).getByRole('combobox', { name: /^Industry/ })).toHaveValue('Banking');
    expect(within(form).getByRole('button', { name: 'Python' })).toBeInTheDocument();
    const chosen = within(form).getByRole('list', { name: 'Chosen files for Attachments' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(db.userProjects.findMany((q) => q.where({ user_id: PERSON_ID }))).toEqual([]);
  });

  it('keeps the dialog and says why when the API refuses the change (edit gate, 403)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('projects');
    const form = await openAdd(user);
    await enter(user, form, /^Name/, 'Payments platform');
    await pasteDate(user, /^Start date/, '01032025', { within: form });
    // Hired since the profile was opened: the API's gate says no.
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: PERSON_ID }), {
      data: (person) => void (person.stage = 'hired'),
    });
    await save(user, form);
    expect(await screen.findByText(/this one is at “hired”/)).toBeInTheDocument();
    expect(dialog('Add project')).toBe(form);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Payments platform');
  });

  it('edits a project: opens with its values, sends project_id with ?_method=PATCH, and the card changes', async () => {
    const user = userEvent.setup({ delay: null });
    const [project] = await giveProjects(PERSON_ID, [
      {
        name: 'Payments platform',
        client: 'Bank of Tbilisi',
        role: 'Backend developer',
        start_date: '2025-03-01',
        end_date: '2025-09-30',
        industry: 'Banking',
        skills: ['React'],
        files: ['Case study.pdf'],
      },
    ]);
    await renderProfileTab('projects');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Edit Payments platform' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Payments platform' });
    expect(within(form).getByLabelText(/^Client/)).toHaveValue('Bank of Tbilisi');
    expect(dateGroup(/^End date/, { within: form })).toHaveTextContent('30/09/2025');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'React' })).toBeInTheDocument());
    expect(within(form).getByRole('list', { name: 'Attachments of Payments platform' })).toHaveTextContent(
      'Case study.pdf',
    );

    const role = within(form).getByLabelText(/^Role/);
    await user.clear(role);
    await user.paste('Tech lead');
    await save(user, form);

    const card = await screen.findByRole('article', { name: 'Payments platform' });
    await waitFor(() => expect(within(card).getByText('Bank of Tbilisi · Tech lead')).toBeInTheDocument());
    expect(screen.getByText('Project saved')).toBeInTheDocument();
    const [sent] = await requests.writes();
    expect(sent).toMatchObject({
      method: 'POST',
      path: `user/projects/${PERSON_ID}`,
      body: { project_id: String(project?.id), role: 'Tech lead', end_date: '2025-09-30' },
    });
    expect(sent?.body).not.toHaveProperty('files[]');
    expect(requests.writeRequests().map((write) => write.query.toString())).toEqual(['_method=PATCH']);
    expect(within(card).getByRole('button', { name: 'Download Case study.pdf' })).toBeInTheDocument();
  });
});
