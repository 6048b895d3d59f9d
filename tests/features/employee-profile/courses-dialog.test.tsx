import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { dateGroup, typeDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import {
  DIALOG_TEST_TIMEOUT_MS,
  enter,
  giveCourses,
  openDialog,
  PERSON_ID,
  pdf,
  png,
  save,
} from './courses-achievements-support';

setupMockApi();

const attachments = (form: HTMLElement, label = 'Attachments') => within(form).getByLabelText(label);

describe('the course dialog', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('sends the fields and the files as multipart, and shows the new card', async () => {
    const user = userEvent.setup({ delay: null });
    await giveCourses(PERSON_ID, []);
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await enter(user, form, /^Provider/, 'Coursera');
    await typeDate(user, /^Completed on/, '01032025', { within: form });
    await user.upload(attachments(form), [pdf(), png()]);
    await save(user, form);

    const added = await screen.findByRole('article', { name: 'Cloud fundamentals' });
    expect(screen.queryByRole('dialog', { name: 'Add course' })).not.toBeInTheDocument();
    expect(within(added).getByText('Completed 1 Mar 2025')).toBeInTheDocument();
    // jsdom's File loses its name on the way into msw: the stored files are counted, not named.
    const files = within(added).getByRole('list', { name: 'Attachments of Cloud fundamentals' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(2);
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-courses/${PERSON_ID}`,
        body: {
          name: 'Cloud fundamentals',
          provider: 'Coursera',
          completed_at: '2025-03-01',
          'files[]': [{ type: 'application/pdf' }, { type: 'image/png' }],
        },
      },
    ]);
  });

  it('asks for the name and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add course');
    await save(user, form);
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a completion date more than 150 years away with "Please enter valid date"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await typeDate(user, /^Completed on/, '01011850', { within: form });
    await save(user, form);
    await waitFor(() =>
      expect(dateGroup(/^Completed on/, { within: form })).toHaveAccessibleDescription(
        'Please enter valid date',
      ),
    );
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a completion date in the future', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await typeDate(user, /^Completed on/, `0101${new Date().getFullYear() + 1}`, { within: form });
    await save(user, form);
    await waitFor(() =>
      expect(dateGroup(/^Completed on/, { within: form })).toHaveAccessibleDescription(
        'The date cannot be in the future',
      ),
    );
    expect(await requests.writes()).toEqual([]);
  });

  it('says at the field why a file is refused (type or size), and never sends it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await giveCourses(PERSON_ID, []);
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await user.upload(attachments(form), [
      new File(['hello'], 'notes.docx', { type: 'application/msword' }),
      pdf(),
    ]);
    expect(within(form).getByRole('alert')).toHaveTextContent('“notes.docx” is not a PDF, PNG or JPEG file');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(attachments(form), huge);
    expect(within(form).getByRole('alert')).toHaveTextContent('“scan.pdf” is 5 MB; the limit is 5 MB.');
    const chosen = within(form).getByRole('list', { name: 'Chosen files for Attachments' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Certificate.pdf')]);
    await save(user, form);
    await screen.findByRole('article', { name: 'Cloud fundamentals' });
    expect((await requests.writes())[0]?.body).toMatchObject({ 'files[]': { type: 'application/pdf' } });
  });

  it('shows a 422 at its field and keeps the dialog and every value', async () => {
    const user = userEvent.setup({ delay: null });
    await giveCourses(PERSON_ID, []);
    answerWith('POST', 'user-courses/:id', 422, {
      message: 'The provider is not known.',
      errors: { provider: ['The provider is not known.'] },
    });
    await renderProfileTab('courses');
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await enter(user, form, /^Provider/, 'Nowhere');
    await typeDate(user, /^Completed on/, '01032025', { within: form });
    await user.upload(attachments(form), pdf());
    await save(user, form);

    const provider = within(form).getByLabelText(/^Provider/);
    await waitFor(() => expect(provider).toHaveAttribute('aria-invalid', 'true'));
    expect(provider).toHaveAccessibleDescription('The provider is not known.');
    expect(screen.getByRole('dialog', { name: 'Add course' })).toBe(form);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Cloud fundamentals');
    expect(provider).toHaveValue('Nowhere');
    expect(dateGroup(/^Completed on/, { within: form })).toHaveTextContent('01/03/2025');
    const chosen = within(form).getByRole('list', { name: 'Chosen files for Attachments' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names the refused file when the API refuses one (422 on files.N)', async () => {
    const user = userEvent.setup({ delay: null });
    await giveCourses(PERSON_ID, []);
    // The API has the last word on files (e.g. one that is not really a PDF); it names them by place.
    answerWith('POST', 'user-courses/:id', 422, {
      message: 'The files.1 field must be a file of type: pdf, png, jpg.',
      errors: { 'files.1': ['The files.1 field must be a file of type: pdf, png, jpg.'] },
    });
    await renderProfileTab('courses');
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    await user.upload(attachments(form), [pdf(), pdf('Renamed.pdf')]);
    await save(user, form);
    const input = attachments(form);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('“Renamed.pdf” must be a file of type: pdf, png, jpg.');
    expect(screen.getByRole('dialog', { name: 'Add course' })).toBe(form);
  });

  it('keeps the dialog and says why when the API refuses the change (edit gate, 403)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('courses');
    const form = await openDialog(user, 'Add course');
    await enter(user, form, /^Name/, 'Cloud fundamentals');
    // Hired since the profile was opened: the API's gate says no.
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: PERSON_ID }), {
      data: (person) => void (person.stage = 'hired'),
    });
    await save(user, form);
    expect(await screen.findByText(/hired/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add course' })).toBe(form);
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Cloud fundamentals');
  });

  it('edits a course: opens with its values and files, sends course_id and only the new files', async () => {
    const user = userEvent.setup({ delay: null });
    const [course] = await giveCourses(PERSON_ID, [
      {
        name: 'Cloud fundamentals',
        provider: 'Coursera',
        completed_at: '2025-03-01',
        files: ['Certificate.pdf'],
      },
    ]);
    await renderProfileTab('courses');
    const requests = recordRequests();
    const form = await openDialog(user, 'Edit Cloud fundamentals');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Cloud fundamentals');
    expect(within(form).getByLabelText(/^Provider/)).toHaveValue('Coursera');
    expect(dateGroup(/^Completed on/, { within: form })).toHaveTextContent('01/03/2025');
    const attached = within(form).getByRole('list', { name: 'Attachments of Cloud fundamentals' });
    expect(within(attached).getByRole('button', { name: 'Download Certificate.pdf' })).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Provider/));
    await enter(user, form, /^Provider/, 'Google Cloud');
    await user.upload(attachments(form, 'New attachments'), png());
    await save(user, form);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const edited = screen.getByRole('article', { name: 'Cloud fundamentals' });
    expect(await within(edited).findByText('Google Cloud')).toBeInTheDocument();
    expect(within(edited).getAllByRole('listitem')).toHaveLength(2);
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-courses-update/${PERSON_ID}`,
        body: {
          course_id: String(course?.id),
          name: 'Cloud fundamentals',
          provider: 'Google Cloud',
          completed_at: '2025-03-01',
          'files[]': { type: 'image/png' },
        },
      },
    ]);
  });
});
