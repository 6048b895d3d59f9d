import { fileNameFromContentDisposition } from '@/api/content-disposition';
import { getTenantDb } from '@/mocks/db';
import { attachment, fileResponse } from '@/mocks/routing/file-response';
import { login, setupMockApi } from '../support/mock-api';
import { candidateParts, pdfFile, postMultipart } from './multipart-body';

setupMockApi();

// Issue 30, L2: an uploaded file's name is the sender's to choose. The mock keeps only its base name
// made safe (src/mocks/files/safe-file-name.ts): no folder, no `..`, no control character, at most 200
// characters with the extension kept, never empty; and a download names it as RFC 6266 says.

const CONTROL = /[\x00-\x1F\x7F]/;
const LONG = `${'x'.repeat(300)}.pdf`;
const HOSTILE = ['../../../etc/passwd.pdf', 'C:\\Users\\me\\scan.pdf', 'a\u0001b\u007f.pdf', LONG, '..'];

function expectSafe(name: string) {
  expect(name).not.toMatch(/[\\/]/);
  expect(name).not.toMatch(CONTROL);
  expect(name).not.toBe('..');
  expect(name.length).toBeGreaterThan(0);
  expect(name.length).toBeLessThanOrEqual(200);
}

describe('uploaded file names are kept as a safe base name (issue 30, L2)', () => {
  it('stores every upload under its base name only: no path, `..`, control character or overlong name', async () => {
    const PERSON = 1;
    const db = await getTenantDb('acme');
    const german = db.languages.findFirst((q) => q.where({ name: 'German' }))!.id;
    await db.userLanguages.deleteMany((q) => q.where({ user_id: PERSON, language_id: german }));
    const level = db.languageLevels.all()[0]!.id;
    const before = new Set(db.media.all().map((row) => row.id));
    const added = await postMultipart('acme', `languages/${PERSON}`, await login('admin@acme.test'), [
      ['language_id', String(german)],
      ['level', String(level)],
      ...HOSTILE.map((name) => ['certificates[]', pdfFile(name)] as const),
    ]);
    expect(added.status).toBe(200);
    const names = db.media
      .all()
      .filter((row) => !before.has(row.id))
      .sort((a, b) => a.id - b.id)
      .map((row) => row.file_name);
    expect(names).toHaveLength(HOSTILE.length);
    names.forEach(expectSafe);
    expect(names[0]).toBe('passwd.pdf');
    expect(names[1]).toBe('scan.pdf');
    // A long name is cut, its extension kept.
    expect(names[3]).toMatch(/^x+\.pdf$/);
  });

  it('names a time off’s attachment and a candidate’s CV by the safe base name too', async () => {
    const timeOff = await postMultipart('acme', 'time-offs', await login('employee@acme.test'), [
      ['type', 'sick_leave'],
      ['start_date', '2025-10-06'],
      ['end_date', '2025-10-06'],
      ['note', ''],
      ['attachment', pdfFile('../../notes/a\u0001note.pdf')],
    ]);
    expect(timeOff.status).toBe(201);
    const note = (timeOff.body as { data: { attachment: { name: string } } }).data.attachment.name;
    expectSafe(note);
    expect(note).toMatch(/note\.pdf$/);

    const candidate = await postMultipart(
      'acme',
      'recruitment/candidates',
      await login('admin@acme.test'),
      candidateParts({ first_name: 'Tamar', last_name: 'Abashidze', email: 'tamar.upload@example.com' }, [
        ['cv', pdfFile('..\\..\\cv\u007f.pdf')],
      ]),
    );
    expect(candidate.status).toBe(201);
    const cvName = (candidate.body as { data: { cv: { cv_name: string } } }).data.cv.cv_name;
    expectSafe(cvName);
    expect(cvName).toMatch(/^cv.*\.pdf$/);
  });
});

describe('Content-Disposition (RFC 6266, issue 30, L2)', () => {
  const extendedOf = (header: string) => /filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '';
  const quotedOf = (header: string) => /filename="([^"]*)"/.exec(header)?.[1] ?? '';

  it('encodes filename* with RFC 5987’s characters only: no apostrophe or bracket left as is', () => {
    const header = attachment("O'Brien (draft) 100%.pdf");
    // attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~", everything else percent-encoded.
    expect(extendedOf(header)).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(fileNameFromContentDisposition(header)).toBe("O'Brien (draft) 100%.pdf");
  });

  it('quotes an ASCII fallback with no quote, backslash, percent or control character', () => {
    const header = attachment('say "hi"\\ 50% Łódź\u0007.pdf');
    expect(quotedOf(header)).not.toMatch(/["\\%]/);
    expect(quotedOf(header)).not.toMatch(CONTROL);
    expect(header).not.toMatch(CONTROL);
  });

  it('names only a safe base name, whatever it is given, and never fails to answer', () => {
    for (const name of [...HOSTILE, 'report\r\nSet-Cookie: a=b.pdf', 'half \uD800 surrogate.pdf', '']) {
      const header = attachment(name);
      expect(header).not.toMatch(CONTROL);
      expectSafe(fileNameFromContentDisposition(header) ?? '');
      expect(() => fileResponse(new Uint8Array([1]), 'application/pdf', name)).not.toThrow();
    }
    expect(fileNameFromContentDisposition(attachment('../../../etc/passwd.pdf'))).toBe('passwd.pdf');
  });
});
