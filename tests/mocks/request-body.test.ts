import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, call, login, setupMockApi, tenantUrl, type Call } from '../support/mock-api';
import { matrixSamples } from './authorization-matrix.samples';

setupMockApi();
// Every case here sends a bad body on purpose; the answers are still held to the contract.
allowInvalidRequests();

// Issue 31, mock robustness: one reader for every body. Not JSON → 400; JSON that is not an object
// → 400; a body of another type than JSON or form data → 415; an update without its fields → 422.
// None of them changes anything.

const PERSONAL_FIELDS = [
  'birth_date',
  'phone',
  'personal_email',
  'location',
  'address',
  'emergency_contact',
] as const;

async function send(
  path: string,
  method: string,
  contentType: string | null,
  body?: BodyInit,
): Promise<Call> {
  const token = await login('admin@acme.test');
  return call(tenantUrl('acme', path), {
    method,
    headers: { ...bearer(token), ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });
}

async function personalOf(id: number) {
  return (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }))?.personal;
}

async function colleague(): Promise<number> {
  const { colleagueId } = await matrixSamples();
  // Someone whose personal information is filled in, so blanking it would show.
  const db = await getTenantDb('acme');
  await db.users.update((q) => q.where({ id: colleagueId }), {
    data(draft) {
      draft.personal = {
        birth_date: '1990-02-03',
        phone: '+31 6 1234 5678',
        personal_email: 'colleague@example.com',
        location: 'Utrecht',
        address: 'Oudegracht 1',
        emergency_contact: 'A. Friend',
      };
    },
  });
  return colleagueId;
}

const messageOf = (body: unknown): unknown => (body as { message?: unknown }).message;

describe('a body that is not valid JSON is refused with 400 (issue 31)', () => {
  it('POST user-personal-information/{id} with broken JSON answers 400 and blanks nothing', async () => {
    const id = await colleague();
    const before = await personalOf(id);
    const answer = await send(`user-personal-information/${id}`, 'POST', 'application/json', '{"phone":');
    expect(answer).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    expect(await personalOf(id)).toEqual(before);
  });

  it('a JSON list where an object is expected answers 400 and blanks nothing', async () => {
    const id = await colleague();
    const before = await personalOf(id);
    const answer = await send(`user-personal-information/${id}`, 'POST', 'application/json', '[]');
    expect(answer).toEqual({ status: 400, body: { message: 'The request body must be a JSON object.' } });
    expect(await personalOf(id)).toEqual(before);
  });
});

describe('an update without its fields is a 422, not a blanking (issue 31)', () => {
  it('POST user-personal-information/{id} with an empty body names the six fields and blanks nothing', async () => {
    const id = await colleague();
    const before = await personalOf(id);
    for (const body of ['', '{}']) {
      const answer = await send(`user-personal-information/${id}`, 'POST', 'application/json', body);
      expect(answer.status).toBe(422);
      expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual(
        [...PERSONAL_FIELDS].sort(),
      );
      expect((answer.body as { errors: Record<string, string[]> }).errors.phone).toEqual([
        'The phone field must be present.',
      ]);
    }
    expect(await personalOf(id)).toEqual(before);
  });

  it('POST user-personal-information/{id} with every field null still clears them', async () => {
    const id = await colleague();
    const nulls = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));
    const answer = await send(
      `user-personal-information/${id}`,
      'POST',
      'application/json',
      JSON.stringify(nulls),
    );
    expect(answer).toEqual({ status: 200, body: { data: nulls } });
  });

  it('PATCH brief-intro/{id} without brief_intro is a 422 and keeps the intro', async () => {
    const { colleagueId } = await matrixSamples();
    await send(`brief-intro/${colleagueId}`, 'PATCH', 'application/json', '{"brief_intro":"Kept."}');
    const answer = await send(`brief-intro/${colleagueId}`, 'PATCH', 'application/json', '{}');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { brief_intro: ['The brief intro field must be present.'] },
    });
    const db = await getTenantDb('acme');
    expect(db.users.findFirst((q) => q.where({ id: colleagueId }))?.brief_intro).toBe('Kept.');
  });

  it('a list or an object where a text is expected is a 422 at the field, not a blank', async () => {
    const id = await colleague();
    const before = await personalOf(id);
    const nulls = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null]));
    const answer = await send(
      `user-personal-information/${id}`,
      'POST',
      'application/json',
      JSON.stringify({ ...nulls, phone: ['123'], address: { street: 'x' } }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        phone: ['The phone field must be a string.'],
        address: ['The address field must be a string.'],
      },
    });
    expect(await personalOf(id)).toEqual(before);
  });
});

describe('a body is JSON only when its Content-Type says so (issue 31)', () => {
  it('a text/plain body holding JSON answers 415 and creates nothing', async () => {
    const before = (await getTenantDb('acme')).positions.all().length;
    const answer = await send('positions', 'POST', 'text/plain;charset=UTF-8', '{"name":"Plain text"}');
    expect(answer.status).toBe(415);
    expect(messageOf(answer.body)).toBe(
      'Send the request body as JSON (Content-Type: application/json) or as form data.',
    );
    expect((await getTenantDb('acme')).positions.all().length).toBe(before);
  });

  it('a JSON body sent with no Content-Type answers 415', async () => {
    const id = await colleague();
    // A Blob without a type: fetch then sends no Content-Type at all.
    const answer = await send(`user-personal-information/${id}`, 'POST', null, new Blob(['{}']));
    expect(answer.status).toBe(415);
  });

  it('application/…+json is JSON', async () => {
    const answer = await send('positions', 'POST', 'application/merge-patch+json', '{"name":"Plus JSON"}');
    expect(answer.status).toBe(201);
  });

  it('form bodies are still read as Laravel reads them (urlencoded)', async () => {
    const answer = await send(
      'positions',
      'POST',
      'application/x-www-form-urlencoded',
      new URLSearchParams({ name: 'Form field' }).toString(),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ data: { name: 'Form field' } });
  });

  it('a bodiless POST is an empty body: a route that needs nothing still answers', async () => {
    const { cvId } = await matrixSamples();
    expect((await send(`cv/duplicate/${cvId}`, 'POST', null)).status).toBe(201);
  });
});
