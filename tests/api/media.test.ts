// @vitest-environment jsdom
import { deleteMedia, downloadMedia, fetchMedia } from '@/api/media/media.api';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';

setupMockApi();

// A seeded file of the admin (user 1, whose profile may be changed).
async function adminFile() {
  const row = (await getTenantDb('acme')).media.findFirst((q) => q.where({ user_id: 1 }));
  if (!row) throw new Error('the admin has no seeded file');
  return row;
}

describe('GET media/{id}: the file or its description (SPEC §7)', () => {
  it('downloadMedia gives the file itself, under its own name', async () => {
    await signIn('admin@acme.test');
    const row = await adminFile();
    const { blob, fileName } = await downloadMedia(row.id);
    expect(fileName).toBe(row.file_name);
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('the name the server gives wins over the one the screen shows', async () => {
    await signIn('admin@acme.test');
    const row = await adminFile();
    expect((await downloadMedia(row.id, undefined, 'shown-name.pdf')).fileName).toBe(row.file_name);
  });

  it('fetchMedia gives the description, as JSON', async () => {
    await signIn('admin@acme.test');
    const row = await adminFile();
    expect(await fetchMedia(row.id)).toEqual({
      id: row.id,
      file_name: row.file_name,
      mime_type: row.mime_type,
      size: row.size,
      created_at: row.created_at,
    });
  });
});

describe('DELETE media {ids}', () => {
  it('deleteMedia removes the files', async () => {
    await signIn('admin@acme.test');
    const row = await adminFile();
    await deleteMedia([row.id]);
    expect((await getTenantDb('acme')).media.findFirst((q) => q.where({ id: row.id }))).toBeUndefined();
  });
});
