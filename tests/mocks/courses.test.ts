import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

// User 1 of acme is the admin demo account: stage '', so its profile may change. The mock's today is
// the seed's reference date, 2025-05-15.
const PERSON = 1;

type CourseBody = {
  data: {
    id: number;
    name: string;
    provider: string;
    completed_at: string | null;
    media: { id: number; file_name: string; mime_type: string; size: number }[];
  }[];
};

const courseParts = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    name: 'Kubernetes in depth',
    provider: 'Linux Foundation',
    completed_at: '2025-03-01',
    ...overrides,
  });

async function setStage(userId: number, stage: string) {
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ id: userId }), {
    data: (user) => void (user.stage = stage as typeof user.stage),
  });
}

async function counts() {
  const db = await getTenantDb('acme');
  return { courses: db.courses.all().length, media: db.media.all().length };
}

async function addCourse(token: string, parts: Part[] = [...courseParts(), ['files[]', pdfFile()]]) {
  const { status, body } = await postMultipart('acme', `user-courses/${PERSON}`, token, parts);
  expect(status).toBe(201);
  const added = (body as CourseBody).data.find((course) => course.name === 'Kubernetes in depth');
  if (!added) throw new Error('the new course is not in the answer');
  return added;
}

describe('POST user-courses/{id}', () => {
  it('adds the course with its files and answers all of the person’s courses', async () => {
    const token = await login('admin@acme.test');
    const before = (await getTenantDb('acme')).courses.findMany((q) => q.where({ user_id: PERSON })).length;
    const { status, body } = await postMultipart('acme', `user-courses/${PERSON}`, token, [
      ...courseParts(),
      ['files[]', pdfFile('Certificate.pdf')],
      ['files[]', pdfFile('Notes.pdf')],
    ]);
    expect(status).toBe(201);
    const courses = (body as CourseBody).data;
    expect(courses).toHaveLength(before + 1);
    expect(courses).toContainEqual(
      expect.objectContaining({
        name: 'Kubernetes in depth',
        provider: 'Linux Foundation',
        completed_at: '2025-03-01',
        media: [
          expect.objectContaining({ file_name: 'Certificate.pdf', mime_type: 'application/pdf' }),
          expect.objectContaining({ file_name: 'Notes.pdf', mime_type: 'application/pdf' }),
        ],
      }),
    );
    const profile = await getAs('acme', `user/${PERSON}`, token);
    expect((profile.body as { data: { courses: CourseBody['data'] } }).data.courses).toEqual(courses);
  });

  it('keeps the uploaded file retrievable byte for byte through GET media/{id}', async () => {
    const token = await login('admin@acme.test');
    const course = await addCourse(token);
    const [file] = course.media;
    if (!file) throw new Error('no file stored');
    const response = await fetch(tenantUrl('acme', `media/${file.id}`), { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('certificate.pdf');
    // Compared as plain numbers: the test DOM's and Node's Uint8Array are different classes.
    expect(Array.from(new Uint8Array(await response.arrayBuffer()))).toEqual(Array.from(pdfFile().bytes));
  });

  it('stores a course without a date or files', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await postMultipart('acme', `user-courses/${PERSON}`, token, [
      ['name', 'Kubernetes in depth'],
      ['provider', ''],
      ['completed_at', ''],
    ]);
    expect(status).toBe(201);
    expect((body as CourseBody).data).toContainEqual(
      expect.objectContaining({ name: 'Kubernetes in depth', provider: '', completed_at: null, media: [] }),
    );
  });

  it('answers Laravel 422s on name and provider, and stores nothing', async () => {
    const token = await login('admin@acme.test');
    const before = await counts();
    const missing = await postMultipart('acme', `user-courses/${PERSON}`, token, courseParts({ name: ' ' }));
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { name: ['The name field is required.'] } });
    const long = await postMultipart(
      'acme',
      `user-courses/${PERSON}`,
      token,
      courseParts({ name: 'n'.repeat(256), provider: 'p'.repeat(256) }),
    );
    expect(long.body).toMatchObject({
      errors: {
        name: ['The name field must not be greater than 255 characters.'],
        provider: ['The provider field must not be greater than 255 characters.'],
      },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['not a date', '31/02/2024', 'The completed at field must be a valid date.'],
    ['more than 150 years ago (SPEC §5)', '1850-01-01', 'The completed at field must be a valid date.'],
    ['in the future', '2025-05-16', 'The completed at field must be a date before or equal to today.'],
  ])('refuses a completion date %s with 422 on completed_at', async (_case, completed_at, message) => {
    const token = await login('admin@acme.test');
    const { status, body } = await postMultipart(
      'acme',
      `user-courses/${PERSON}`,
      token,
      courseParts({ completed_at }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { completed_at: [message] } });
  });

  it('refuses a file of another type with 422 on the file, and stores neither course nor file', async () => {
    const token = await login('admin@acme.test');
    const before = await counts();
    const { status, body } = await postMultipart('acme', `user-courses/${PERSON}`, token, [
      ...courseParts(),
      ['files[]', pdfFile()],
      ['files[]', { name: 'notes.docx', type: 'application/msword', bytes: new Uint8Array([1, 2, 3]) }],
    ]);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { 'files.1': ['The files.1 field must be a file of type: pdf, png, jpg.'] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses an employee past pre-offer with 403 and the reason (SPEC §4 edit gate)', async () => {
    await setStage(PERSON, 'hired');
    const token = await login('admin@acme.test');
    const before = await counts();
    const { status, body } = await postMultipart('acme', `user-courses/${PERSON}`, token, courseParts());
    expect(status).toBe(403);
    expect((body as { message: string }).message).toMatch(/hired/i);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown person', async () => {
    const token = await login('admin@acme.test');
    expect((await postMultipart('acme', 'user-courses/999999', token, courseParts())).status).toBe(404);
  });
});

describe('POST user-courses-update/{id}', () => {
  it('changes the course named by course_id and adds the new files to the ones it has', async () => {
    const token = await login('admin@acme.test');
    const course = await addCourse(token);
    const { status, body } = await postMultipart('acme', `user-courses-update/${PERSON}`, token, [
      ['course_id', String(course.id)],
      ...courseParts({ name: 'Kubernetes in depth', provider: 'CNCF', completed_at: '' }),
      ['files[]', { name: 'badge.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }],
    ]);
    expect(status).toBe(200);
    const updated = (body as CourseBody).data.find((item) => item.id === course.id);
    expect(updated).toMatchObject({ provider: 'CNCF', completed_at: null });
    expect(updated?.media.map((file) => file.file_name)).toEqual(['certificate.pdf', 'badge.png']);
  });

  it('answers 404 for a course of another person and 422 without course_id', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const theirs = db.courses.findFirst((q) => q.where({ user_id: (id) => id !== PERSON }));
    if (!theirs) throw new Error('the seed has no course of another person');
    const other = await postMultipart('acme', `user-courses-update/${PERSON}`, token, [
      ['course_id', String(theirs.id)],
      ...courseParts(),
    ]);
    expect(other.status).toBe(404);
    expect(db.courses.findFirst((q) => q.where({ id: theirs.id }))?.name).toBe(theirs.name);
    const none = await postMultipart('acme', `user-courses-update/${PERSON}`, token, courseParts());
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ errors: { course_id: ['The course id field is required.'] } });
  });
});

describe('DELETE user-courses/{id}', () => {
  it('deletes the courses and their files', async () => {
    const token = await login('admin@acme.test');
    const course = await addCourse(token);
    const fileId = course.media[0]?.id;
    const { status, body } = await sendAs('acme', 'DELETE', `user-courses/${PERSON}`, token, {
      ids: [course.id],
    });
    expect(status).toBe(200);
    expect((body as CourseBody).data.some((item) => item.id === course.id)).toBe(false);
    const db = await getTenantDb('acme');
    expect(db.courses.findFirst((q) => q.where({ id: course.id }))).toBeUndefined();
    expect(db.media.findFirst((q) => q.where({ id: fileId }))).toBeUndefined();
    expect((await getAs('acme', `media/${fileId}`, token)).status).toBe(404);
  });

  it('deletes nothing when one id is not the person’s (404)', async () => {
    const token = await login('admin@acme.test');
    const course = await addCourse(token);
    const before = await counts();
    const { status } = await sendAs('acme', 'DELETE', `user-courses/${PERSON}`, token, {
      ids: [course.id, 999999],
    });
    expect(status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('refuses an employee past pre-offer with 403 and keeps the course', async () => {
    const token = await login('admin@acme.test');
    const course = await addCourse(token);
    await setStage(PERSON, 'hired');
    const { status } = await sendAs('acme', 'DELETE', `user-courses/${PERSON}`, token, { ids: [course.id] });
    expect(status).toBe(403);
    expect((await getTenantDb('acme')).courses.findFirst((q) => q.where({ id: course.id }))).toBeDefined();
  });

  it('asks for ids (422)', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs('acme', 'DELETE', `user-courses/${PERSON}`, token, { ids: [] });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { ids: ['The ids field is required.'] } });
  });
});
