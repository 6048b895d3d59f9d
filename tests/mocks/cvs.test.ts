import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { cvHistoryResponseSchema, cvResponseSchema, type Cv } from '@/api/cvs/cv.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { winAnsiText, wrapText } from '@/mocks/files/cv-pdf';
import { enhanceText } from '@/mocks/files/enhance-text';
import { copyName } from '@/mocks/handlers/cvs';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, revoke, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

// Seeded: every profiled person has one CV named '<name> CV'; the admin (Nino Beridze, user 1) has CV 1.
const ADMIN_CV = 1;

const cvOf = (body: unknown): Cv => cvResponseSchema.parse(body).data;

async function historyOf(token: string, id: number) {
  return cvHistoryResponseSchema.parse((await getAs('acme', `cv/history/${id}`, token)).body).data;
}

async function pdfOf(token: string, id: number) {
  const response = await fetch(tenantUrl('acme', `cv/${id}`), { headers: bearer(token) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

// The text drawn on the pages: pdf-lib deflates each page's content stream and writes the text as hex.
function drawnText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const chunks: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at);
    if (start === -1) break;
    const end = raw.indexOf('\nendstream', start);
    try {
      chunks.push(inflateSync(raw.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (fonts are standard, so there are few).
    }
    at = end + 10;
  }
  return chunks
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>/g, (_match, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

// A person whose stage is past 'pre-offer': read-only for everyone (SPEC §4).
async function lockedPerson(): Promise<{ id: number; cvId: number }> {
  const db = await getTenantDb('acme');
  const person = db.users.findFirst((q) =>
    q.where({ stage: (stage) => stage !== '' && stage !== 'pre-offer', id: (id) => id <= 120 }),
  );
  const cv = person && db.cvs.findFirst((q) => q.where({ user_id: person.id }));
  if (!person || !cv) throw new Error('The seed has no locked person with a CV');
  return { id: person.id, cvId: cv.id };
}

const newCv = { cv_name: 'Frontend CV', variant: 'Short', summary: 'Builds web apps.', sections: ['skills'] };

describe('POST cv', () => {
  it('creates a CV for the person (201) that their profile then lists, and records it', async () => {
    const token = await login('admin@acme.test');
    const created = await sendAs('acme', 'POST', 'cv', token, { user_id: 1, ...newCv });
    expect(created.status).toBe(201);
    const cv = cvOf(created.body);
    expect(cv).toMatchObject({ ...newCv, has_file: false });
    const profile = (await getAs('acme', 'user/1', token)).body as { data: { cvs: Cv[] } };
    expect(profile.data.cvs.map((each) => each.cv_name)).toEqual(['Nino Beridze CV', 'Frontend CV']);
    expect(await historyOf(token, cv.id)).toMatchObject([
      { action: 'created', detail: 'Created "Frontend CV"', changed_by: 'Nino Beridze' },
    ]);
  });

  it('answers 422: name and variant required, name at most 255 and unique per person, known sections', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const blank = await sendAs('acme', 'POST', 'cv', token, { user_id: 1, cv_name: ' ', variant: '' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({
      errors: {
        cv_name: ['The cv name field is required.'],
        variant: ['The variant field is required.'],
      },
    });
    const long = await sendAs('acme', 'POST', 'cv', token, {
      user_id: 1,
      ...newCv,
      cv_name: 'x'.repeat(256),
      variant: 'v'.repeat(51),
    });
    expect(long.body).toMatchObject({
      errors: {
        cv_name: ['The cv name field must not be greater than 255 characters.'],
        variant: ['The variant field must not be greater than 50 characters.'],
      },
    });
    const taken = await sendAs('acme', 'POST', 'cv', token, {
      user_id: 1,
      ...newCv,
      cv_name: 'nino beridze cv',
    });
    expect(taken.body).toMatchObject({ errors: { cv_name: ['A CV with this name already exists.'] } });
    const sections = await sendAs('acme', 'POST', 'cv', token, {
      user_id: 1,
      ...newCv,
      sections: ['hobbies'],
    });
    expect(sections.status).toBe(422);
    expect(Object.keys((sections.body as { errors: object }).errors)).toEqual(['sections']);
    // The same name is fine for another person.
    expect(
      (await sendAs('acme', 'POST', 'cv', token, { user_id: 2, ...newCv, cv_name: 'Nino Beridze CV' }))
        .status,
    ).toBe(201);
  });

  it('is refused (403) without employee::update, and for a person past pre-offer', async () => {
    const sale = await login('sale@acme.test');
    const refused = await sendAs('acme', 'POST', 'cv', sale, { user_id: 2, ...newCv });
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toContain('employee::update');
    const locked = await lockedPerson();
    const admin = await login('admin@acme.test');
    const past = await sendAs('acme', 'POST', 'cv', admin, { user_id: locked.id, ...newCv });
    expect(past.status).toBe(403);
    expect((past.body as { message: string }).message).toContain('read-only');
  });

  it('answers 422 on user_id for an unknown person', async () => {
    const token = await login('admin@acme.test');
    const unknown = await sendAs('acme', 'POST', 'cv', token, { user_id: 99999, ...newCv });
    expect(unknown.body).toMatchObject({ errors: { user_id: ['The selected user id is invalid.'] } });
  });
});

describe('changing a CV', () => {
  it('PUT cv/{id} saves every field and records what was edited', async () => {
    const token = await login('admin@acme.test');
    const saved = await sendAs('acme', 'PUT', `cv/${ADMIN_CV}`, token, {
      cv_name: 'Nino Beridze CV',
      variant: 'Detailed',
      summary: 'New summary',
      sections: ['career', 'skills'],
    });
    expect(saved.status).toBe(200);
    // Sections are kept in the PDF's order.
    expect(cvOf(saved.body)).toMatchObject({
      variant: 'Detailed',
      summary: 'New summary',
      sections: ['skills', 'career'],
    });
    const [latest] = await historyOf(token, ADMIN_CV);
    expect(latest).toMatchObject({ action: 'edited', detail: 'Edited the variant, summary, sections' });
  });

  it('PUT cv/name/{id} renames; the history says from what to what', async () => {
    const token = await login('admin@acme.test');
    const renamed = await sendAs('acme', 'PUT', `cv/name/${ADMIN_CV}`, token, { cv_name: 'Nino - Short' });
    expect(cvOf(renamed.body).cv_name).toBe('Nino - Short');
    const [latest] = await historyOf(token, ADMIN_CV);
    expect(latest).toMatchObject({
      action: 'renamed',
      detail: 'Renamed from "Nino Beridze CV" to "Nino - Short"',
    });
    await sendAs('acme', 'POST', 'cv', token, { user_id: 1, ...newCv });
    const clash = await sendAs('acme', 'PUT', `cv/name/${ADMIN_CV}`, token, { cv_name: 'FRONTEND cv' });
    expect(clash.body).toMatchObject({ errors: { cv_name: ['A CV with this name already exists.'] } });
    expect((await sendAs('acme', 'PUT', `cv/name/${ADMIN_CV}`, token, { cv_name: '' })).status).toBe(422);
  });

  it('PUT cv/variant/{id} takes any text up to 50 characters', async () => {
    const token = await login('admin@acme.test');
    const changed = await sendAs('acme', 'PUT', `cv/variant/${ADMIN_CV}`, token, { variant: 'Bank tender' });
    expect(cvOf(changed.body).variant).toBe('Bank tender');
    const [latest] = await historyOf(token, ADMIN_CV);
    expect(latest).toMatchObject({
      action: 'variant_changed',
      detail: 'Variant changed from "Standard" to "Bank tender"',
    });
    const long = await sendAs('acme', 'PUT', `cv/variant/${ADMIN_CV}`, token, { variant: 'v'.repeat(51) });
    expect(long.status).toBe(422);
  });

  it('POST cv/duplicate/{id} names copies "(copy)", then "(copy 2)"…', async () => {
    const token = await login('admin@acme.test');
    const first = await sendAs('acme', 'POST', `cv/duplicate/${ADMIN_CV}`, token);
    expect(first.status).toBe(201);
    const copy = cvOf(first.body);
    expect(copy).toMatchObject({ cv_name: 'Nino Beridze CV (copy)', variant: 'Standard' });
    expect(cvOf((await sendAs('acme', 'POST', `cv/duplicate/${ADMIN_CV}`, token)).body).cv_name).toBe(
      'Nino Beridze CV (copy 2)',
    );
    // A copy of a copy is another copy of the original name.
    expect(cvOf((await sendAs('acme', 'POST', `cv/duplicate/${copy.id}`, token)).body).cv_name).toBe(
      'Nino Beridze CV (copy 3)',
    );
    expect(await historyOf(token, copy.id)).toMatchObject([
      { action: 'duplicated', detail: 'Duplicated from "Nino Beridze CV"' },
    ]);
  });

  it('DELETE cv/{id} removes the CV and its history', async () => {
    const token = await login('admin@acme.test');
    const deleted = await sendAs('acme', 'DELETE', `cv/${ADMIN_CV}`, token);
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'The CV "Nino Beridze CV" has been deleted.' },
    });
    expect((await getAs('acme', `cv/history/${ADMIN_CV}`, token)).status).toBe(404);
    expect((await sendAs('acme', 'DELETE', `cv/${ADMIN_CV}`, token)).status).toBe(404);
  });

  it('every change passes the edit gate on the CV owner (403) and names a known CV (404)', async () => {
    const sale = await login('sale@acme.test');
    const calls: [string, string, unknown?][] = [
      ['PUT', `cv/${ADMIN_CV}`, newCv],
      ['PUT', `cv/name/${ADMIN_CV}`, { cv_name: 'x' }],
      ['PUT', `cv/variant/${ADMIN_CV}`, { variant: 'x' }],
      ['POST', `cv/duplicate/${ADMIN_CV}`],
      ['DELETE', `cv/${ADMIN_CV}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await sendAs('acme', method, path, sale, body)).status, `${method} ${path}`).toBe(403);
    }
    const admin = await login('admin@acme.test');
    const locked = await lockedPerson();
    expect((await sendAs('acme', 'PUT', `cv/name/${locked.cvId}`, admin, { cv_name: 'x' })).status).toBe(403);
    expect((await sendAs('acme', 'PUT', 'cv/name/99999', admin, { cv_name: 'x' })).status).toBe(404);
    expect((await sendAs('acme', 'POST', 'cv/duplicate/99999', admin)).status).toBe(404);
  });
});

describe('POST cv/{id} (upload)', () => {
  // A multipart body built by hand: the test DOM's FormData and File do not reach the mock intact.
  const upload = (
    token: string,
    id: number,
    file: { name: string; type: string; bytes: Uint8Array } | null,
  ) => {
    const boundary = '----cv-upload-test';
    const encoder = new TextEncoder();
    const head = file
      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnone`;
    const parts = [
      encoder.encode(head),
      file?.bytes ?? new Uint8Array(),
      encoder.encode(`\r\n--${boundary}--\r\n`),
    ];
    const body = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      body.set(part, offset);
      offset += part.length;
    }
    return fetch(tenantUrl('acme', `cv/${id}`), {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
  };
  const pdfFile = (bytes: Uint8Array, name = 'mine.pdf') => ({ name, type: 'application/pdf', bytes });

  it('keeps the uploaded PDF: GET cv/{id} answers it from then on', async () => {
    const token = await login('admin@acme.test');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const uploaded = await pdf.save();
    const response = await upload(token, ADMIN_CV, pdfFile(uploaded));
    expect(response.status).toBe(200);
    expect(cvOf(await response.json()).has_file).toBe(true);
    const { response: file, bytes } = await pdfOf(token, ADMIN_CV);
    expect(file.headers.get('content-disposition')).toContain('filename="Nino Beridze CV.pdf"');
    expect(bytes).toEqual(uploaded);
    const [latest] = await historyOf(token, ADMIN_CV);
    expect(latest).toMatchObject({ action: 'file_uploaded', detail: 'Uploaded "mine.pdf"' });
  });

  it('answers 422 on file: missing, not a PDF, over 10 MB', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const errorsOf = async (response: Response) => ((await response.json()) as { errors: unknown }).errors;
    expect(await errorsOf(await upload(token, ADMIN_CV, null))).toEqual({
      file: ['The file field is required.'],
    });
    expect(
      await errorsOf(
        await upload(token, ADMIN_CV, {
          name: 'a.txt',
          type: 'text/plain',
          bytes: new TextEncoder().encode('hello'),
        }),
      ),
    ).toEqual({ file: ['The file field must be a file of type: pdf.'] });
    const big = pdfFile(new Uint8Array(10 * 1024 * 1024 + 1));
    expect(await errorsOf(await upload(token, ADMIN_CV, big))).toEqual({
      file: ['The file field must not be greater than 10240 kilobytes.'],
    });
  });

  it('is refused (403) without employee::update', async () => {
    const sale = await login('sale@acme.test');
    const response = await upload(sale, ADMIN_CV, pdfFile(new TextEncoder().encode('%PDF-1.4')));
    expect(response.status).toBe(403);
  });
});

describe('GET cv/{id}', () => {
  it("is a real PDF named after the CV, drawn from the person's profile", async () => {
    const token = await login('sale@acme.test');
    const { response, bytes } = await pdfOf(token, ADMIN_CV);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Nino Beridze CV.pdf"; filename*=UTF-8''Nino%20Beridze%20CV.pdf`,
    );
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(String.fromCharCode(...bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Nino Beridze CV');
    const text = drawnText(bytes);
    expect(text).toContain('Nino Beridze');
    // The seeded CV includes skills, languages, education, experiences and projects.
    for (const heading of ['SKILLS', 'LANGUAGES', 'EDUCATION', 'EXPERIENCES', 'PROJECTS']) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain('CAREER HISTORY');
    expect(text).toMatch(/Aware|Novice|Intermediate|Advanced|Expert/);
  });

  it('runs over several pages when the CV is long, every text WinAnsi-safe', async () => {
    const token = await login('admin@acme.test');
    const summary = Array.from({ length: 60 }, (_, index) => `Sentence ${index} about Tbilisi — ნინო.`).join(
      ' ',
    );
    await sendAs('acme', 'PUT', `cv/${ADMIN_CV}`, token, {
      cv_name: 'Nino Beridze CV',
      variant: 'Detailed',
      summary,
      sections: [
        'skills',
        'languages',
        'education',
        'experiences',
        'courses',
        'achievements',
        'projects',
        'career',
      ],
    });
    const { bytes } = await pdfOf(token, ADMIN_CV);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = drawnText(bytes);
    expect(text).toContain(winAnsiText('Sentence 59 about Tbilisi'));
    expect(text).toContain('CAREER HISTORY');
    expect(text).toContain(`Page 1 of ${pdf.getPageCount()}`);
  });

  it("one's own CV needs no employee::view; another's does (403); unknown is 404", async () => {
    await revoke('acme', 'employee@acme.test', PERMISSIONS.employeeView);
    const token = await login('employee@acme.test');
    const db = await getTenantDb('acme');
    const own = db.cvs.findFirst((q) => q.where({ user_id: 3 }));
    expect((await pdfOf(token, own?.id ?? 0)).response.status).toBe(200);
    expect((await getAs('acme', `cv/history/${own?.id ?? 0}`, token)).status).toBe(200);
    expect((await pdfOf(token, ADMIN_CV)).response.status).toBe(403);
    expect((await getAs('acme', `cv/history/${ADMIN_CV}`, token)).status).toBe(403);
    expect((await pdfOf(await login('admin@acme.test'), 99999)).response.status).toBe(404);
  });
});

describe('POST cv/enhance/', () => {
  it('suggests a deterministic rewrite and saves nothing', async () => {
    const token = await login('admin@acme.test');
    const first = await sendAs('acme', 'POST', 'cv/enhance/', token, {
      text: 'worked on apps. helped the team',
    });
    expect(first).toMatchObject({
      status: 200,
      body: {
        data: {
          suggestion:
            'Delivered apps. Supported the team. Known for clear communication and dependable, measurable results.',
        },
      },
    });
    const again = await sendAs('acme', 'POST', 'cv/enhance/', token, {
      text: 'worked on apps. helped the team',
      cv_id: ADMIN_CV,
    });
    expect(again.body).toEqual(first.body);
  });

  it('answers 422 when the text is empty; 403 for a CV the user may not edit; 404 for an unknown CV', async () => {
    const admin = await login('admin@acme.test');
    expect((await sendAs('acme', 'POST', 'cv/enhance/', admin, { text: '  ' })).body).toMatchObject({
      errors: { text: ['The text field is required.'] },
    });
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', 'cv/enhance/', sale, { text: 'x', cv_id: ADMIN_CV })).status).toBe(
      403,
    );
    expect((await sendAs('acme', 'POST', 'cv/enhance/', admin, { text: 'x', cv_id: 99999 })).status).toBe(
      404,
    );
  });
});

describe('CV helpers', () => {
  it('names copies after the original, counting up past names in use', () => {
    const taken = new Set(['A (copy)', 'A (copy 2)']);
    expect(copyName('A', (name) => taken.has(name))).toBe('A (copy 3)');
    expect(copyName('A (copy 2)', () => false)).toBe('A (copy)');
    expect(copyName('x'.repeat(255), () => false)).toHaveLength(255);
  });

  it('wraps PDF text at word ends, cutting only a word wider than the line', () => {
    const byChars = (line: string) => line.length;
    expect(wrapText('one two three four', 9, byChars)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl xy', 5, byChars)).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(wrapText('first\n\nthird', 20, byChars)).toEqual(['first', '', 'third']);
    expect(wrapText('Niš', 20, byChars)).toEqual(['Nis']);
  });

  it('does not add the closing line twice', () => {
    const once = enhanceText('did things');
    expect(enhanceText(once)).toBe(once);
  });
});
