import { PDFDocument } from 'pdf-lib';
import { getTenantDb } from '@/mocks/db';
import { storeUploads } from '@/mocks/files/stored-media';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// The first seeded attachment of the tenant, and its owner.
async function seededFile() {
  const db = await getTenantDb('acme');
  const row = db.media.all()[0];
  if (!row) throw new Error('the seed has no media');
  return { db, row };
}

describe('GET media/{id}', () => {
  it('answers a seeded file as a real PDF named after it', async () => {
    const { row } = await seededFile();
    const token = await login('admin@acme.test');
    const response = await fetch(tenantUrl('acme', `media/${row.id}`), { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(row.file_name));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('answers the description when JSON is asked for', async () => {
    const { row } = await seededFile();
    const token = await login('admin@acme.test');
    const { status, body } = await getAs('acme', `media/${row.id}`, token);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        id: row.id,
        file_name: row.file_name,
        mime_type: row.mime_type,
        size: row.size,
        created_at: row.created_at,
      },
    });
  });

  it('gives back an uploaded file byte for byte', async () => {
    const db = await getTenantDb('acme');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2]);
    const [id] = await storeUploads(db, 1, [
      { name: 'scan.png', type: 'image/png', size: bytes.byteLength, arrayBuffer: async () => bytes.buffer },
    ]);
    const token = await login('admin@acme.test');
    const response = await fetch(tenantUrl('acme', `media/${id}`), { headers: bearer(token) });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers 404 for an unknown file', async () => {
    const token = await login('admin@acme.test');
    expect((await getAs('acme', 'media/999999', token)).status).toBe(404);
  });
});

describe('DELETE media', () => {
  it('deletes the files and every mention of them', async () => {
    const { db } = await seededFile();
    const course = db.courses.findFirst((q) => q.where({ media_ids: (ids) => ids.length > 0 }));
    if (!course) throw new Error('the seed has no course with a file');
    const [fileId] = course.media_ids;
    // Deletions pass the edit gate: the owner must be editable (stage '' or 'pre-offer').
    await db.users.update((q) => q.where({ id: course.user_id }), { data: (user) => void (user.stage = '') });
    const token = await login('admin@acme.test');
    const { status } = await sendAs('acme', 'DELETE', 'media', token, { ids: [fileId] });
    expect(status).toBe(200);
    expect(db.media.findFirst((q) => q.where({ id: fileId }))).toBeUndefined();
    expect(db.courses.findFirst((q) => q.where({ id: course.id }))?.media_ids).not.toContain(fileId);
  });

  it('refuses a file of an employee past pre-offer (SPEC §4 edit gate) and keeps it', async () => {
    const { db } = await seededFile();
    const course = db.courses.findFirst((q) => q.where({ media_ids: (ids) => ids.length > 0 }));
    if (!course) throw new Error('the seed has no course with a file');
    await db.users.update((q) => q.where({ id: course.user_id }), {
      data: (user) => void (user.stage = 'hired'),
    });
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs('acme', 'DELETE', 'media', token, { ids: course.media_ids });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).toContain('read-only');
    expect(db.media.findFirst((q) => q.where({ id: course.media_ids[0] }))).toBeDefined();
  });

  it('refuses a user without employee::update', async () => {
    const { row } = await seededFile();
    const token = await login('employee@acme.test');
    expect((await sendAs('acme', 'DELETE', 'media', token, { ids: [row.id] })).status).toBe(403);
  });

  it('answers 404 when one id is unknown, and deletes nothing', async () => {
    const { db, row } = await seededFile();
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'DELETE', 'media', token, { ids: [row.id, 999999] })).status).toBe(404);
    expect(db.media.findFirst((q) => q.where({ id: row.id }))).toBeDefined();
  });

  it('answers 422 without ids', async () => {
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'DELETE', 'media', token, { ids: [] })).status).toBe(422);
  });
});
