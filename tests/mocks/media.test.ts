import { PDFDocument } from 'pdf-lib';
import { getTenantDb } from '@/mocks/db';
import { storeUploads } from '@/mocks/files/stored-media';
import { MAX_IDS } from '@/mocks/routing/ids';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// The first seeded attachment of the tenant, and its owner.
async function seededFile() {
  const db = await getTenantDb('acme');
  const row = db.media.all()[0];
  if (!row) throw new Error('the seed has no media');
  return { db, row };
}

// A seeded course with a file, of an employee (whose profile employee::view opens).
async function employeeCourse() {
  const db = await getTenantDb('acme');
  const employees = new Set(db.users.findMany((q) => q.where({ stage: '' })).map((user) => user.id));
  const course = db.courses.findFirst((q) =>
    q.where({ media_ids: (ids) => ids.length > 0, user_id: (id) => employees.has(id) }),
  );
  if (!course) throw new Error('the seed has no employee’s course with a file');
  return { db, course };
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
    const { db, course } = await employeeCourse();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2]);
    const [id] = await storeUploads(db, { kind: 'course', id: course.id }, course.user_id, [
      { name: 'scan.png', type: 'image/png', size: bytes.byteLength, arrayBuffer: async () => bytes.buffer },
    ]);
    await db.courses.update((q) => q.where({ id: course.id }), {
      data: (draft) => void (draft.media_ids = [...draft.media_ids, id!]),
    });
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

  it('refuses a profile’s file to a user without employee::update who may read it', async () => {
    const { course } = await employeeCourse();
    const token = await login('employee@acme.test');
    expect((await getAs('acme', `media/${course.media_ids[0]}`, token)).status).toBe(200);
    expect((await sendAs('acme', 'DELETE', 'media', token, { ids: course.media_ids })).status).toBe(403);
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

  // Issue 30, L1: the shared id reader of every bulk call (src/mocks/routing/ids.ts).
  it('reads ids as every bulk call does: at most 5,000, each once, a bad one a 422 at its place', async () => {
    allowInvalidRequests();
    const { db, course } = await employeeCourse();
    const [fileId] = course.media_ids;
    const token = await login('admin@acme.test');
    const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

    const tooMany = Array.from({ length: MAX_IDS + 1 }, (_, index) => index + 1);
    const capped = await sendAs('acme', 'DELETE', 'media', token, { ids: tooMany });
    expect(capped.status).toBe(422);
    expect(errorsOf(capped.body)).toEqual({ ids: ['The ids field must not have more than 5000 items.'] });
    const malformed = await sendAs('acme', 'DELETE', 'media', token, { ids: [fileId, 'x'] });
    expect(malformed.status).toBe(422);
    expect(errorsOf(malformed.body)).toEqual({ 'ids.1': ['The ids.1 field must be an integer.'] });
    expect(db.media.findFirst((q) => q.where({ id: fileId }))).toBeDefined();

    // The same file named twice (once as text) is one file.
    const twice = await sendAs('acme', 'DELETE', 'media', token, { ids: [fileId, String(fileId)] });
    expect(twice).toEqual({ status: 200, body: { message: '1 file deleted.' } });
    expect(db.media.findFirst((q) => q.where({ id: fileId }))).toBeUndefined();
  });
});
