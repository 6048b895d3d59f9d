import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { ATTACHMENT_MAX_BYTES } from '@/lib/attachments';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { call, getAs, login, sendAs, setupMockApi, tenantUrl, bearer } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

// User 1 of acme is the admin demo account: stage '', so its profile may change.
const PERSON = 1;

type LanguageBody = {
  data: {
    language_id: number;
    level: number;
    certificates: { id: number; file_name: string; size: number }[];
  }[];
};

async function idOf(collection: 'languages' | 'languageLevels', name: string): Promise<number> {
  const row = (await getTenantDb('acme'))[collection].findFirst((q) => q.where({ name }));
  if (!row) throw new Error(`No ${collection} ${name}`);
  return row.id;
}

// Starts the person with no languages (and no certificates), whatever the seed gave them.
async function clearLanguages(userId: number): Promise<void> {
  const db = await getTenantDb('acme');
  const rows = db.userLanguages.findMany((q) => q.where({ user_id: userId }));
  const media = new Set(rows.flatMap((row) => row.certificate_ids));
  await db.media.deleteMany((q) => q.where({ id: (id) => media.has(id) }));
  await db.userLanguages.deleteMany((q) => q.where({ user_id: userId }));
}

async function addLanguage(token: string, language: string, level: string, files: Part[] = []) {
  return postMultipart('acme', `languages/${PERSON}`, token, [
    ['language_id', String(await idOf('languages', language))],
    ['level', String(await idOf('languageLevels', level))],
    ...files,
  ]);
}

async function certificatesZip(token: string, userId: number, languageId: number) {
  const response = await fetch(tenantUrl('acme', `language-certificate/${userId}`), {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify({ language_id: languageId }),
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const text = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.slice(0, length));

describe('GET languages and GET language-levels', () => {
  it('answer the reference lists in their order, with a token only', async () => {
    const token = await login('employee@acme.test');
    const languages = await getAs('acme', 'languages', token);
    expect(languages.status).toBe(200);
    const names = (languages.body as { data: { name: string; order: number }[] }).data.map((row) => row.name);
    expect(names.slice(0, 3)).toEqual(['English', 'Georgian', 'German']);
    const levels = await getAs('acme', 'language-levels', token);
    expect((levels.body as { data: { name: string }[] }).data.map((row) => row.name)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'Native',
    ]);
    expect((await call(tenantUrl('acme', 'languages'))).status).toBe(401);
  });
});

describe('POST languages/{id}', () => {
  it('adds the language with its level and certificates, and answers all of the person’s languages', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    await addLanguage(token, 'English', 'C1');
    const certificate = pdfFile('Goethe B1.pdf');
    const { status, body } = await addLanguage(token, 'German', 'B1', [['certificates[]', certificate]]);
    expect(status).toBe(200);
    const data = (body as LanguageBody).data;
    expect(data.map(({ language_id, level }) => ({ language_id, level }))).toEqual([
      { language_id: await idOf('languages', 'English'), level: await idOf('languageLevels', 'C1') },
      { language_id: await idOf('languages', 'German'), level: await idOf('languageLevels', 'B1') },
    ]);
    expect(data[1]?.certificates).toEqual([
      expect.objectContaining({
        file_name: 'Goethe B1.pdf',
        mime_type: 'application/pdf',
        size: certificate.bytes.length,
      }),
    ]);
    const profile = await getAs('acme', `user/${PERSON}`, token);
    expect((profile.body as { data: { languages: unknown } }).data.languages).toEqual(data);
  });

  it('refuses a language already on the profile: "The language has already been added."', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    await addLanguage(token, 'English', 'C1');
    const { status, body } = await addLanguage(token, 'English', 'A1');
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The language has already been added.',
      errors: { language_id: ['The language has already been added.'] },
    });
  });

  it('answers Laravel 422s: required fields, unknown language or level, refused certificates', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await postMultipart('acme', `languages/${PERSON}`, token, []);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        language_id: ['The language id field is required.'],
        level: ['The level field is required.'],
      },
    });
    const unknown = await postMultipart('acme', `languages/${PERSON}`, token, [
      ['language_id', '999'],
      ['level', '999'],
    ]);
    expect(unknown.body).toMatchObject({
      errors: {
        language_id: ['The selected language id is invalid.'],
        level: ['The selected level is invalid.'],
      },
    });
    const refused = await addLanguage(token, 'Dutch', 'A1', [
      ['certificates[]', pdfFile()],
      ['certificates[]', { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array([104, 105]) }],
      [
        'certificates[]',
        { name: 'huge.pdf', type: 'application/pdf', bytes: new Uint8Array(ATTACHMENT_MAX_BYTES + 1) },
      ],
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        'certificates.1': ['The certificates.1 field must be a file of type: pdf, png, jpg.'],
        'certificates.2': ['The certificates.2 field must not be greater than 5120 kilobytes.'],
      },
    });
    const db = await getTenantDb('acme');
    const dutch = await idOf('languages', 'Dutch');
    expect(
      db.userLanguages.findFirst((q) => q.where({ user_id: PERSON, language_id: dutch })),
    ).toBeUndefined();
  });
});

describe('POST languages/{id}?_method=PATCH', () => {
  it('changes the level and adds certificates to those already there', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    await addLanguage(token, 'French', 'A2', [['certificates[]', pdfFile('DELF A2.pdf')]]);
    const { status, body } = await postMultipart('acme', `languages/${PERSON}?_method=PATCH`, token, [
      ['language_id', String(await idOf('languages', 'French'))],
      ['level', String(await idOf('languageLevels', 'B2'))],
      ['certificates[]', pdfFile('DELF B2.pdf')],
    ]);
    expect(status).toBe(200);
    const [french] = (body as LanguageBody).data;
    expect(french?.level).toBe(await idOf('languageLevels', 'B2'));
    expect(french?.certificates.map((file) => file.file_name)).toEqual(['DELF A2.pdf', 'DELF B2.pdf']);
  });

  it('answers 422 on language_id when the person does not speak the language', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    const { status, body } = await postMultipart('acme', `languages/${PERSON}?_method=PATCH`, token, [
      ['language_id', String(await idOf('languages', 'Italian'))],
      ['level', String(await idOf('languageLevels', 'B2'))],
    ]);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { language_id: ['The person does not speak this language.'] } });
  });
});

describe('DELETE languages/{id}', () => {
  it('removes the language and its certificate files', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    const added = await addLanguage(token, 'Spanish', 'B1', [['certificates[]', pdfFile('DELE.pdf')]]);
    const mediaId = (added.body as LanguageBody).data[0]?.certificates[0]?.id;
    expect(mediaId).toBeDefined();
    await addLanguage(token, 'English', 'C2');
    const { status, body } = await sendAs('acme', 'DELETE', `languages/${PERSON}`, token, {
      language_id: await idOf('languages', 'Spanish'),
    });
    expect(status).toBe(200);
    expect((body as LanguageBody).data.map((row) => row.language_id)).toEqual([
      await idOf('languages', 'English'),
    ]);
    const db = await getTenantDb('acme');
    expect(db.media.findFirst((q) => q.where({ id: mediaId }))).toBeUndefined();
    expect((await getAs('acme', `media/${mediaId}`, token)).status).toBe(404);
  });

  it('answers 422 when the language is missing from the body or not on the profile', async () => {
    allowInvalidRequests();
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'DELETE', `languages/${PERSON}`, token, {})).body).toMatchObject({
      errors: { language_id: ['The language id field is required.'] },
    });
    expect(
      (
        await sendAs('acme', 'DELETE', `languages/${PERSON}`, token, {
          language_id: await idOf('languages', 'English'),
        })
      ).status,
    ).toBe(422);
  });
});

describe('the edit gate on languages', () => {
  it('answers 403 without employee::update, and nothing changes', async () => {
    await clearLanguages(PERSON);
    const sale = await login('sale@acme.test');
    expect((await addLanguage(sale, 'English', 'C1')).status).toBe(403);
    expect(
      (
        await sendAs('acme', 'DELETE', `languages/${PERSON}`, sale, {
          language_id: await idOf('languages', 'English'),
        })
      ).status,
    ).toBe(403);
    const db = await getTenantDb('acme');
    expect(db.userLanguages.findMany((q) => q.where({ user_id: PERSON }))).toEqual([]);
  });

  it('answers 403 with the reason once the employee is past pre-offer, 404 for an unknown person', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: 3 }), {
      data(user) {
        user.stage = 'hired';
      },
    });
    const refused = await postMultipart('acme', 'languages/3', token, [
      ['language_id', String(await idOf('languages', 'English'))],
      ['level', String(await idOf('languageLevels', 'C1'))],
    ]);
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toContain('“hired”');
    const [english, c1] = [await idOf('languages', 'English'), await idOf('languageLevels', 'C1')];
    expect(
      (
        await postMultipart('acme', 'languages/99999', token, [
          ['language_id', String(english)],
          ['level', String(c1)],
        ])
      ).status,
    ).toBe(404);
  });
});

describe('POST language-certificate/{id}', () => {
  it('answers "<Language> certificates.zip", a real ZIP of the language’s PDFs', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    const uploaded = pdfFile('Goethe B1.pdf');
    await addLanguage(token, 'German', 'B1', [['certificates[]', uploaded]]);
    // A second file as the seed stores it: no bytes, drawn as a PDF when asked for.
    const db = await getTenantDb('acme');
    const german = await idOf('languages', 'German');
    const row = db.userLanguages.findFirst((q) => q.where({ user_id: PERSON, language_id: german }));
    const seededId = Math.max(...db.media.all().map((item) => item.id)) + 1;
    await db.media.create({
      id: seededId,
      user_id: PERSON,
      parent: { kind: 'language', id: row?.id ?? 0 },
      file_name: 'German certificate.pdf',
      mime_type: 'application/pdf',
      size: 1000,
      created_at: '2024-03-01T09:00:00.000Z',
      content: null,
    });
    await db.userLanguages.update((q) => q.where({ id: row?.id ?? 0 }), {
      data(draft) {
        draft.certificate_ids = [...draft.certificate_ids, seededId];
      },
    });

    const { response, bytes } = await certificatesZip(await login('sale@acme.test'), PERSON, german);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="German certificates.zip"; filename*=UTF-8''German%20certificates.zip`,
    );
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['Goethe B1.pdf', 'German certificate.pdf']);
    const first = await zip.file('Goethe B1.pdf')?.async('uint8array');
    expect(Array.from(first ?? [])).toEqual(Array.from(uploaded.bytes));
    const drawn = await zip.file('German certificate.pdf')?.async('uint8array');
    expect(drawn && text(drawn, 5)).toBe('%PDF-');
    const pdf = await PDFDocument.load(drawn ?? new Uint8Array());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('German certificate');
  });

  it('answers 404 when the language has no certificates or is not on the profile, and 404 for nobody', async () => {
    await clearLanguages(PERSON);
    const token = await login('admin@acme.test');
    await addLanguage(token, 'English', 'C1');
    const none = await certificatesZip(token, PERSON, await idOf('languages', 'English'));
    expect(none.response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(none.bytes))).toEqual({
      message: 'This language has no certificates.',
    });
    expect((await certificatesZip(token, PERSON, await idOf('languages', 'Russian'))).response.status).toBe(
      404,
    );
    expect((await certificatesZip(token, 99999, 1)).response.status).toBe(404);
  });
});
