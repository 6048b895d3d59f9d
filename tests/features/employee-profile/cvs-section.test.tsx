import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { relativeTime } from '@/lib/relative-time';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordSavedFiles } from '../../support/saved-files';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();
const saved = recordSavedFiles();

// The admin demo account is user 1 of acme (Nino Beridze): an editable profile with one seeded CV,
// #1 "Nino Beridze CV" (Standard).
const NINO = 1;
const SEEDED = 'Nino Beridze CV';

// The tab is ready once its list is shown.
const tableShown = () => screen.findByRole('table', { name: 'CVs of Nino Beridze' });

// Found while a dialog hides the page too, so a test can wait for the row a save brings.
const table = () => screen.getByRole('table', { name: 'CVs of Nino Beridze', hidden: true });
const rowOf = (name: string) => {
  const header = within(table()).getByRole('rowheader', { name: new RegExp(`^${name}`), hidden: true });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });

// Replaces a field's text the way a person pastes it (typing each key re-renders the whole dialog).
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function act(user: UserEvent, cvName: string, action: string) {
  // The changes show once the signed-in user's permissions are known.
  await user.click(await screen.findByRole('button', { name: `More actions for ${cvName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the CVs tab', () => {
  it("lists the person's CVs with their name, variant, when they changed and an uploaded file's badge", async () => {
    const db = await getTenantDb('acme');
    await db.cvs.update((q) => q.where({ id: 1 }), {
      data: (cv) => void (cv.file_media_id = db.media.all()[0]?.id ?? null),
    });
    await renderProfileTab('cvs', { ready: tableShown });
    const row = rowOf(SEEDED);
    const cv = db.cvs.findFirst((q) => q.where({ id: 1 }));
    expect(within(row).getByText('Standard')).toBeInTheDocument();
    expect(within(row).getByText('Uploaded PDF')).toBeInTheDocument();
    expect(within(row).getByText(relativeTime(cv?.updated_at ?? ''))).toHaveAttribute(
      'datetime',
      cv?.updated_at,
    );
  });

  it('links each CV to its preview: the current path with ?tab=preview&cvId=', async () => {
    await renderProfileTab('cvs', { ready: tableShown });
    expect(within(rowOf(SEEDED)).getByRole('link', { name: `Preview ${SEEDED}` })).toHaveAttribute(
      'href',
      `/employee/${NINO}/cvs?tab=preview&cvId=1`,
    );
  });

  it('copies the absolute preview address and says "Link copied"', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    await user.click(within(rowOf(SEEDED)).getByRole('button', { name: `Copy link to ${SEEDED}` }));
    expect(await within(rowOf(SEEDED)).findByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/employee/${NINO}/cvs?tab=preview&cvId=1`,
    );
    // The feedback goes again (after COPY_LINK_FEEDBACK_MS; timed exactly in cvs-copy-link.test.tsx).
    await waitFor(() => expect(within(rowOf(SEEDED)).queryByText('Link copied')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('downloads a CV as a PDF named after it', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await user.click(within(rowOf(SEEDED)).getByRole('button', { name: `Download ${SEEDED}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe(`${SEEDED}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await saved[0]!.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await requests.all()).map(({ method, path }) => `${method} ${path}`)).toEqual(['GET cv/1']);
    expect(await screen.findByText(`Downloaded ${SEEDED}.pdf`)).toBeInTheDocument();
  });

  it('creates a CV: sends the person, name, variant, summary and chosen sections', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Create CV' }));
    const form = dialog('Create CV');
    await fill(user, within(form).getByRole('textbox', { name: 'CV name' }), 'Frontend CV');
    await fill(user, within(form).getByRole('combobox', { name: 'Variant' }), 'Bank tender');
    await fill(user, within(form).getByRole('textbox', { name: 'Summary' }), 'Builds web apps.');
    await user.click(within(form).getByRole('checkbox', { name: 'Education' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Career history' }));
    await user.click(within(form).getByRole('button', { name: 'Create CV' }));

    expect(await within(table()).findByRole('rowheader', { name: 'Frontend CV' })).toBeInTheDocument();
    expect(within(rowOf('Frontend CV')).getByText('Bank tender')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create CV' })).not.toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: 'cv',
        body: {
          user_id: NINO,
          cv_name: 'Frontend CV',
          variant: 'Bank tender',
          summary: 'Builds web apps.',
          sections: ['skills', 'languages', 'experiences', 'projects', 'career'],
        },
      },
    ]);
  });

  it('asks for a name before sending anything', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await user.click(await screen.findByRole('button', { name: 'Create CV' }));
    await user.click(within(dialog('Create CV')).getByRole('button', { name: 'Create CV' }));
    expect(await screen.findByText('CV name is required')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });

  it("shows the server's 422 at the name field and keeps the dialog with what was typed", async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    await user.click(await screen.findByRole('button', { name: 'Create CV' }));
    const form = dialog('Create CV');
    const name = within(form).getByRole('textbox', { name: 'CV name' });
    await fill(user, name, SEEDED);
    await user.click(within(form).getByRole('button', { name: 'Create CV' }));
    expect(await within(form).findByText('A CV with this name already exists.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue(SEEDED);
    expect(dialog('Create CV')).toBeInTheDocument();
  });

  it('renames a CV with PUT cv/name/{id}', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Rename');
    const form = dialog(`Rename ${SEEDED}`);
    const name = within(form).getByRole('textbox', { name: 'CV name' });
    await fill(user, name, 'Nino - Short');
    await user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await within(table()).findByRole('rowheader', { name: 'Nino - Short' })).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      { method: 'PUT', path: 'cv/name/1', body: { cv_name: 'Nino - Short' } },
    ]);
  });

  it('changes the variant to a suggested one with PUT cv/variant/{id}', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Change variant');
    const form = dialog(`Change variant of ${SEEDED}`);
    await user.click(within(form).getByRole('combobox', { name: 'Variant' }));
    // Every suggestion is offered, though one is chosen already.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard',
      'Short',
      'Detailed',
      'Anonymous',
    ]);
    await user.click(screen.getByRole('option', { name: 'Detailed' }));
    await user.click(within(form).getByRole('button', { name: 'Change variant' }));
    expect(await within(rowOf(SEEDED)).findByText('Detailed')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      { method: 'PUT', path: 'cv/variant/1', body: { variant: 'Detailed' } },
    ]);
  });

  it('duplicates a CV with POST cv/duplicate/{id}: the copy appears', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Duplicate');
    expect(await within(table()).findByRole('rowheader', { name: `${SEEDED} (copy)` })).toBeInTheDocument();
    expect(await screen.findByText(`Duplicated as “${SEEDED} (copy)”`)).toBeInTheDocument();
    expect(await requests.writes()).toEqual([{ method: 'POST', path: 'cv/duplicate/1', body: null }]);
  });

  it('uploads a PDF: other files and files over 10 MB are refused before sending', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Upload PDF');
    const form = dialog(`Upload a PDF for ${SEEDED}`);
    const input = within(form).getByLabelText('CV file');
    // user-event would drop a file the input's accept refuses; a person can still pick "All files".
    const noAccept = userEvent.setup({ delay: null, applyAccept: false });
    await noAccept.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(form).findByText(/“notes.txt” is not a PDF file/)).toBeInTheDocument();
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await noAccept.upload(input, big);
    expect(await within(form).findByText(/“big.pdf” is 10 MB; the limit is 10 MB/)).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);

    await user.upload(input, new File(['%PDF-1.7'], 'mine.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(rowOf(SEEDED)).findByText('Uploaded PDF')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      { method: 'POST', path: 'cv/1', body: { file: { type: 'application/pdf' } } },
    ]);
  });

  it('edits a CV; a suggested summary is applied only when accepted', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Edit');
    const form = dialog(`Edit ${SEEDED}`);
    const summary = within(form).getByRole('textbox', { name: 'Summary' });
    await fill(user, summary, 'worked on apps');
    await user.click(within(form).getByRole('button', { name: 'Suggest improvement' }));
    const suggested = await within(form).findByRole('region', { name: 'Suggested improvement' });
    const suggestion = 'Delivered apps. Known for clear communication and dependable, measurable results.';
    expect(await within(suggested).findByText(suggestion)).toBeInTheDocument();
    // Not applied yet; rejecting keeps the text.
    expect(summary).toHaveValue('worked on apps');
    await user.click(within(suggested).getByRole('button', { name: 'Reject suggestion' }));
    expect(summary).toHaveValue('worked on apps');
    expect(within(form).queryByRole('region', { name: 'Suggested improvement' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Suggest improvement' }));
    await user.click(await within(form).findByRole('button', { name: 'Accept suggestion' }));
    expect(summary).toHaveValue(suggestion);
    await user.click(within(form).getByRole('checkbox', { name: 'Projects' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const writes = await requests.writes();
    expect(writes).toEqual([
      { method: 'POST', path: 'cv/enhance/', body: { text: 'worked on apps', cv_id: 1 } },
      { method: 'POST', path: 'cv/enhance/', body: { text: 'worked on apps', cv_id: 1 } },
      {
        method: 'PUT',
        path: 'cv/1',
        body: {
          cv_name: SEEDED,
          variant: 'Standard',
          summary: suggestion,
          sections: ['skills', 'languages', 'education', 'experiences'],
        },
      },
    ]);
  });

  it('shows the history of a CV, newest first', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    await act(user, SEEDED, 'Rename');
    const name = within(dialog(`Rename ${SEEDED}`)).getByRole('textbox', { name: 'CV name' });
    await fill(user, name, 'Renamed CV');
    await user.click(within(dialog(`Rename ${SEEDED}`)).getByRole('button', { name: 'Rename' }));
    await within(table()).findByRole('rowheader', { name: 'Renamed CV' });

    await user.click(within(rowOf('Renamed CV')).getByRole('button', { name: 'History of Renamed CV' }));
    const list = await within(dialog('History of Renamed CV')).findByRole('list', {
      name: 'Changes to Renamed CV',
    });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining(`Renamed from "${SEEDED}" to "Renamed CV"Nino Beridze · `),
      expect.stringContaining(`Created "${SEEDED}"`),
    ]);
  });

  it('asks before deleting; cancelling sends nothing, confirming deletes', async () => {
    const { user } = await renderProfileTab('cvs', { ready: tableShown });
    const requests = recordRequests();
    await act(user, SEEDED, 'Delete');
    const confirm = dialog('Delete this CV?');
    expect(confirm).toHaveTextContent(`This deletes the CV “${SEEDED}” and its history.`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await requests.writes()).toEqual([]);
    expect(rowOf(SEEDED)).toBeInTheDocument();

    await act(user, SEEDED, 'Delete');
    await user.click(within(dialog('Delete this CV?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No CVs yet')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([{ method: 'DELETE', path: 'cv/1', body: null }]);
  });

  it('a read-only viewer can preview, download, copy the link and read the history, and change nothing', async () => {
    // The sale account has employee::view but not employee::update.
    const { user } = await renderProfileTab('cvs', { as: 'sale@acme.test', ready: tableShown });
    const row = rowOf(SEEDED);
    expect(within(row).getByRole('link', { name: `Preview ${SEEDED}` })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Download ${SEEDED}` })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Copy link to ${SEEDED}` })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `More actions for ${SEEDED}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create CV' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `History of ${SEEDED}` }));
    expect(await screen.findByText(`Created "${SEEDED}"`)).toBeInTheDocument();
  });
});
