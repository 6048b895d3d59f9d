import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ATTACHMENT_MAX_BYTES } from '@/lib/attachments';
import { getTenantDb } from '@/mocks/db';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { PROFILE_PERSON_ID as PERSON_ID, renderProfileTab } from '../../support/render-screen';
import { recordSavedFiles } from '../../support/saved-files';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();
const saved = recordSavedFiles();

async function idOf(list: 'languages' | 'languageLevels', name: string): Promise<number> {
  const row = (await getTenantDb('acme'))[list].findFirst((q) => q.where({ name }));
  if (!row) throw new Error(`No ${list} row ${name}`);
  return row.id;
}

type SeedLanguage = { language: string; level: string; certificates?: string[] };

// Replaces the person's languages with known ones; certificates as the seed stores them (no bytes).
async function giveLanguages(userId: number, languages: SeedLanguage[]): Promise<void> {
  const db = await getTenantDb('acme');
  await db.userLanguages.deleteMany((q) => q.where({ user_id: userId }));
  let id = 9000;
  let mediaId = 9000;
  for (const { language, level, certificates = [] } of languages) {
    id += 1;
    const certificate_ids: number[] = [];
    for (const file_name of certificates) {
      mediaId += 1;
      await db.media.create({
        id: mediaId,
        user_id: userId,
        parent: { kind: 'language', id },
        file_name,
        mime_type: 'application/pdf',
        size: 2048,
        created_at: '2025-01-01T09:00:00.000Z',
        content: null,
      });
      certificate_ids.push(mediaId);
    }
    await db.userLanguages.create({
      id,
      user_id: userId,
      language_id: await idOf('languages', language),
      level: await idOf('languageLevels', level),
      certificate_ids,
    });
  }
}

const list = () => screen.getByRole('list', { name: /^Languages of / });
const item = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((entry) => within(entry).queryByRole('heading', { level: 3, name }) !== null);
const shownLanguages = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add language' }));
  return screen.findByRole('dialog', { name: 'Add language' });
}

const pdf = (name = 'Goethe B1.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the languages tab', () => {
  it('shows each language with its level and certificates; only those with certificates download', async () => {
    await giveLanguages(PERSON_ID, [
      { language: 'English', level: 'C1', certificates: ['IELTS.pdf'] },
      { language: 'Georgian', level: 'Native' },
    ]);
    await renderProfileTab('languages');
    await waitFor(() => expect(shownLanguages()).toEqual(['English', 'Georgian']));
    const english = item('English');
    const georgian = item('Georgian');
    if (!english || !georgian) throw new Error('Languages missing');
    // The level's name comes with the language levels, which may arrive after the languages.
    expect(await within(english).findByText('Level: C1')).toBeInTheDocument();
    expect(
      within(within(english).getByRole('list', { name: 'Certificates of English' })).getByRole('button', {
        name: 'Download IELTS.pdf',
      }),
    ).toBeInTheDocument();
    expect(
      within(english).getByRole('button', { name: 'Download certificates of English' }),
    ).toBeInTheDocument();
    expect(within(georgian).getByText('Level: Native')).toBeInTheDocument();
    expect(within(georgian).getByText('No certificates')).toBeInTheDocument();
    expect(
      within(georgian).queryByRole('button', { name: /^Download certificates/ }),
    ).not.toBeInTheDocument();
  });

  it('adds a language with its level and a certificate as multipart, offering only languages not there yet', async () => {
    await giveLanguages(PERSON_ID, [{ language: 'English', level: 'C1' }]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    await screen.findByRole('heading', { level: 3, name: 'English' });
    const requests = recordRequests();
    const form = await openAdd(user);
    await user.click(within(form).getByRole('combobox', { name: /^Language/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('German');
    expect(offered).not.toContain('English');
    await user.click(screen.getByRole('option', { name: 'German' }));
    await choose(user, /^Level/, 'B1', { within: form });
    await user.upload(within(form).getByLabelText('Certificates'), pdf());
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add language' })).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `languages/${PERSON_ID}`,
        body: {
          language_id: String(await idOf('languages', 'German')),
          level: String(await idOf('languageLevels', 'B1')),
          'certificates[]': { type: 'application/pdf' },
        },
      },
    ]);
    await waitFor(() => expect(shownLanguages()).toEqual(['English', 'German']));
    const german = item('German');
    expect(german && within(german).getByText('Level: B1')).toBeInTheDocument();
    // The test DOM's File loses its name on the way into the mock: the name is checked end to end.
    const certificates = german && within(german).getByRole('list', { name: 'Certificates of German' });
    expect(certificates && within(certificates).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for the language and the level, and sends nothing without them', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const requests = recordRequests();
    const form = await openAdd(user);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Language is required')).toBeInTheDocument();
    expect(within(form).getByText('Level is required')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a certificate of another type, or over 5 MB, at the field before anything is sent', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await renderProfileTab('languages');
    const requests = recordRequests();
    const form = await openAdd(user);
    const field = within(form).getByLabelText('Certificates');
    await user.upload(field, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('“notes.txt” is not a PDF, PNG or JPEG file');
    await user.upload(
      field,
      new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('“scan.pdf” is');
    expect(within(form).getByRole('alert')).toHaveTextContent('the limit is');
    expect(
      within(form).queryByRole('list', { name: 'Chosen files for Certificates' }),
    ).not.toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it('changes the level and adds a certificate with POST ?_method=PATCH', async () => {
    await giveLanguages(PERSON_ID, [{ language: 'French', level: 'A2', certificates: ['DELF A2.pdf'] }]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Edit French' }));
    const form = await screen.findByRole('dialog', { name: 'Edit French' });
    const language = within(form).getByRole('combobox', { name: /^Language/ });
    expect(language).toHaveTextContent('French');
    expect(language).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByRole('list', { name: 'Certificates of French' })).toHaveTextContent(
      'DELF A2.pdf',
    );
    await choose(user, /^Level/, 'B2', { within: form });
    await user.upload(within(form).getByLabelText('New certificates'), pdf('DELF B2.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `languages/${PERSON_ID}`,
        body: {
          language_id: String(await idOf('languages', 'French')),
          level: String(await idOf('languageLevels', 'B2')),
          'certificates[]': { type: 'application/pdf' },
        },
      },
    ]);
    expect(requests.writeRequests().map((write) => write.query.toString())).toEqual(['_method=PATCH']);
    await waitFor(() => expect(screen.getByText('Level: B2')).toBeInTheDocument());
    const french = within(list()).getByRole('list', { name: 'Certificates of French' });
    await waitFor(() => expect(within(french).getAllByRole('listitem')).toHaveLength(2));
    expect(within(french).getAllByRole('listitem')[0]).toHaveTextContent('DELF A2.pdf');
  });

  it('shows "The language has already been added." at the language field and keeps every choice', async () => {
    await giveLanguages(PERSON_ID, []);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const form = await openAdd(user);
    await choose(user, /^Language/, 'Spanish', { within: form });
    await choose(user, /^Level/, 'B2', { within: form });
    await user.upload(within(form).getByLabelText('Certificates'), pdf('DELE.pdf'));
    // Someone else added it meanwhile: the list on screen still offers it, the API refuses it.
    await giveLanguages(PERSON_ID, [{ language: 'Spanish', level: 'A1' }]);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const language = within(form).getByRole('combobox', { name: /^Language/ });
    await waitFor(() => expect(language).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('The language has already been added.')).toBeInTheDocument();
    expect(language).toHaveTextContent('Spanish');
    expect(within(form).getByRole('combobox', { name: /^Level/ })).toHaveTextContent('B2');
    expect(within(form).getByRole('list', { name: 'Chosen files for Certificates' })).toHaveTextContent(
      'DELE.pdf',
    );
  });

  it('shows a certificate the API refuses at the certificates field, named by its file', async () => {
    answerWith('POST', 'languages/:id', 422, {
      message: 'The certificates.0 field must be a file of type: pdf, png, jpg.',
      errors: { 'certificates.0': ['The certificates.0 field must be a file of type: pdf, png, jpg.'] },
    });
    await giveLanguages(PERSON_ID, []);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const form = await openAdd(user);
    await choose(user, /^Language/, 'Dutch', { within: form });
    await choose(user, /^Level/, 'A1', { within: form });
    await user.upload(within(form).getByLabelText('Certificates'), pdf('Scan.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '“Scan.pdf” must be a file of type: pdf, png, jpg.',
    );
    expect(within(form).getByLabelText('Certificates')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('list', { name: 'Chosen files for Certificates' })).toHaveTextContent(
      'Scan.pdf',
    );
  });

  it('asks before deleting a language and its certificates, and sends nothing when cancelled', async () => {
    await giveLanguages(PERSON_ID, [
      { language: 'English', level: 'C1' },
      { language: 'Russian', level: 'B1', certificates: ['TORFL.pdf'] },
    ]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Delete Russian' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(confirm).toHaveTextContent('This deletes the language “Russian” and its certificates.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Russian' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(shownLanguages()).toEqual(['English']));
    expect(await requests.writes()).toEqual([
      {
        method: 'DELETE',
        path: `languages/${PERSON_ID}`,
        body: { language_id: await idOf('languages', 'Russian') },
      },
    ]);
  });

  it('downloads a language’s certificates as "<Language> certificates.zip"', async () => {
    await giveLanguages(PERSON_ID, [{ language: 'German', level: 'B1', certificates: ['Goethe B1.pdf'] }]);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Download certificates of German' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('German certificates.zip');
    expect(saved[0]?.blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `language-certificate/${PERSON_ID}`,
        body: { language_id: await idOf('languages', 'German') },
      },
    ]);
    expect(await screen.findByText('Downloaded German certificates.zip')).toBeInTheDocument();
  });

  it('is read-only for someone without employee::update: languages and downloads, nothing to change', async () => {
    await giveLanguages(PERSON_ID, [{ language: 'English', level: 'C1', certificates: ['IELTS.pdf'] }]);
    await renderProfileTab('languages', { as: 'sale@acme.test' });
    expect(await screen.findByRole('heading', { level: 3, name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download certificates of English' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('keeps the dialog and says why when the API refuses the change (edit gate, 403)', async () => {
    await giveLanguages(PERSON_ID, []);
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('languages');
    const form = await openAdd(user);
    await choose(user, /^Language/, 'Italian', { within: form });
    await choose(user, /^Level/, 'A2', { within: form });
    // Hired since the profile was opened: the API's gate says no.
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: PERSON_ID }), {
      data: (person) => void (person.stage = 'hired'),
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/this one is at “hired”/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add language' })).toBe(form);
    expect(within(form).getByRole('combobox', { name: /^Language/ })).toHaveTextContent('Italian');
  });
});
