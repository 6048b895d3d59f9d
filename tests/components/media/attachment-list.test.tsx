import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media } from '@/api/media/media.schemas';
import { AttachmentList } from '@/components/media/attachment-list';
import { getTenantDb } from '@/mocks/db';
import { renderWithApp } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

// A seeded file of the admin (user 1, editable), as the profile lists it.
async function adminFile(): Promise<Media> {
  const db = await getTenantDb('acme');
  const row = db.media.findFirst((q) => q.where({ user_id: 1 }));
  if (!row) throw new Error('the admin has no seeded file');
  const { id, file_name, mime_type, size, created_at } = row;
  return { id, file_name, mime_type, size, created_at };
}

describe('AttachmentList', () => {
  beforeEach(async () => {
    await signIn('admin@acme.test');
  });

  it('removes a file only after asking, with DELETE media {ids}', async () => {
    const file = await adminFile();
    const sent = recordRequests();
    renderWithApp(<AttachmentList media={[file]} userId={1} editable label="Attachments of X" />);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${file.file_name}` }));
    expect(await sent.writes()).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Remove the file?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () =>
      expect(await sent.writes()).toEqual([{ method: 'DELETE', path: 'media', body: { ids: [file.id] } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no remove button on a read-only profile', async () => {
    const file = await adminFile();
    renderWithApp(<AttachmentList media={[file]} userId={1} editable={false} label="Attachments of X" />);
    expect(screen.getByRole('button', { name: `Download ${file.file_name}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${file.file_name}` })).not.toBeInTheDocument();
  });
});
