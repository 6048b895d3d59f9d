import JSZip from 'jszip';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { MAX_IDS, queryIds, readIds } from '@/mocks/routing/ids';
import { MockHttpError } from '@/mocks/routing/responses';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { pdfFile, postMultipart } from './multipart-body';

setupMockApi();

// Issue 30: L1 (bulk ids, a malformed invoice line) and L2 (names inside the certificates ZIP).

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

function refusal(run: () => unknown): MockHttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof MockHttpError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}

describe('bulk ids (issue 30, L1)', () => {
  it('refuses more than the cap with a 422 at ids, even for 80,000 ids', () => {
    expect(MAX_IDS).toBe(5000);
    const many = Array.from({ length: 80_000 }, (_, index) => index + 1);
    const fromBody = refusal(() => readIds(many));
    const url = new URL('https://acme.api.test/api/invoices/reject');
    for (const id of many) url.searchParams.append('ids[]', String(id));
    const fromQuery = refusal(() => queryIds(url));
    // Was a minute of a frozen server (an O(n²) parse); now a count before anything else. How fast it is
    // is the benchmark's to say, not a test's.
    for (const refused of [fromBody, fromQuery]) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ ids: ['The ids field must not have more than 5000 items.'] });
    }
  });

  it('reads up to the cap, each id once in the order sent (ids[] and ids[n] alike)', () => {
    // The cap counts what was sent, duplicates included (Laravel's `max` on the array).
    const ids = Array.from({ length: MAX_IDS - 10 }, (_, index) => MAX_IDS - index);
    expect(readIds([...ids, ...ids.slice(0, 10).map(String)])).toEqual(ids);
    expect(refusal(() => readIds([...ids, ...ids.slice(0, 11)])).status).toBe(422);
    const url = new URL('https://acme.api.test/api/generate-cv?ids[]=3&ids[1]=2&ids=3&other[]=9');
    expect(queryIds(url)).toEqual([3, 2]);
    expect(refusal(() => readIds([1, 'x', 0])).body.errors).toEqual({
      'ids.1': ['The ids.1 field must be an integer.'],
      'ids.2': ['The ids.2 field must be an integer.'],
    });
  });

  it('a bulk call over the cap is a 422 at ids and changes nothing', async () => {
    const token = await login('admin@acme.test');
    const before = (await getTenantDb('acme')).invoices.all().length;
    const ids = Array.from({ length: MAX_IDS + 1 }, (_, index) => index + 1);
    const deleted = await sendAs('acme', 'DELETE', 'invoices', token, { ids });
    expect(deleted.status).toBe(422);
    expect(errorsOf(deleted.body)).toEqual({ ids: ['The ids field must not have more than 5000 items.'] });
    const archived = await sendAs('acme', 'POST', 'user-archive', token, { ids });
    expect(archived.status).toBe(422);
    expect((await getTenantDb('acme')).invoices.all()).toHaveLength(before);
  });
});

describe('PATCH invoices/{id}: malformed lines (issue 30, L1)', () => {
  it('answers 422 at lines.N for a line that is not an object, never 500', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const row = (await getTenantDb('acme')).invoices
      .all()
      .find((invoice) => invoice.approval_status !== 'approved')!;
    const refused = await sendAs('acme', 'PATCH', `invoices/${row.id}`, token, {
      lines: [null, 'x', [], { hours: '01:00', rate: 10 }],
    });
    expect(refused.status).toBe(422);
    const errors = errorsOf(refused.body);
    expect(errors['lines.0']).toEqual(['The lines.0 field must be an array.']);
    expect(errors['lines.1']).toEqual(['The lines.1 field must be an array.']);
    expect(errors['lines.2']).toEqual(['The lines.2 field must be an array.']);
    expect(errors['lines.3']).toBeUndefined();
    const after = (await getTenantDb('acme')).invoices.findFirst((q) => q.where({ id: row.id }));
    expect(after?.lines).toEqual(row.lines);
  });
});

describe('the language-certificate ZIP (issue 30, L2)', () => {
  it('names each entry by the file’s base name only: no path, no unsafe character, none twice', async () => {
    const PERSON = 1;
    const db = await getTenantDb('acme');
    const media = new Set(
      db.userLanguages.findMany((q) => q.where({ user_id: PERSON })).flatMap((row) => row.certificate_ids),
    );
    await db.media.deleteMany((q) => q.where({ id: (id) => media.has(id) }));
    await db.userLanguages.deleteMany((q) => q.where({ user_id: PERSON }));
    const german = db.languages.findFirst((q) => q.where({ name: 'German' }))!.id;
    const level = db.languageLevels.all()[0]!.id;
    const token = await login('admin@acme.test');
    const names = [
      '../../../etc/evil.pdf',
      '..\\..\\Windows\\win.pdf',
      'C:\\Users\\me\\scan.pdf',
      '/abs/dup.pdf',
      'DUP.pdf',
    ];
    const added = await postMultipart('acme', `languages/${PERSON}`, token, [
      ['language_id', String(german)],
      ['level', String(level)],
      ...names.map((name) => ['certificates[]', pdfFile(name)] as const),
    ]);
    expect(added.status).toBe(200);
    // A name stored earlier (or by a seed) is made safe when zipped too.
    const row = db.userLanguages.findFirst((q) => q.where({ user_id: PERSON, language_id: german }))!;
    const stored = ['..', 'a:b*c?"d<e>f|g\u0001.pdf'].map((file_name, index) => ({
      id: nextId(db.media) + index,
      user_id: PERSON,
      parent: { kind: 'language' as const, id: row.id },
      file_name,
      mime_type: 'application/pdf',
      size: 1000,
      created_at: '2024-03-01T09:00:00.000Z',
      content: null,
    }));
    for (const item of stored) await db.media.create(item);
    await db.userLanguages.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.certificate_ids = [...draft.certificate_ids, ...stored.map((item) => item.id)];
      },
    });

    const response = await fetch(tenantUrl('acme', `language-certificate/${PERSON}`), {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ language_id: german }),
    });
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(zip.files)).toEqual([
      'evil.pdf',
      'win.pdf',
      'scan.pdf',
      'dup.pdf',
      'DUP (2).pdf',
      'file',
      'a-b-c-d-e-f-g-.pdf',
    ]);
  });
});
