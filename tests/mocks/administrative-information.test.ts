import { getTenantDb } from '@/mocks/db';
import { SEEDED_LOGO_PNG_BASE64 } from '@/mocks/files/company-logo';
import { bearer, getAs, login, setupMockApi, tenantUrl } from '../support/mock-api';
import { pdfFile, postMultipart, type FilePart, type Part } from './multipart-body';

setupMockApi();

type Details = {
  legal_name: string;
  iban: string | null;
  swift: string | null;
  logo: { id: number; file_name: string; mime_type: string; url: string } | null;
  documents: { id: number; file_name: string; mime_type: string; size: number }[];
};

const pngFile = (name = 'logo.png'): FilePart => ({
  name,
  type: 'image/png',
  bytes: Uint8Array.from(atob(SEEDED_LOGO_PNG_BASE64), (char) => char.charCodeAt(0)),
});

const FIELDS: Record<string, string> = {
  legal_name: 'Globex Engineering GmbH',
  registration_number: 'HRB 12345',
  vat_number: 'DE123456789',
  street: 'Hauptstraße 1',
  city: 'Berlin',
  postal_code: '10115',
  country: 'Germany',
  bank_name: 'Deutsche Bank',
  iban: 'de89 3704 0044 0532 0130 00',
  swift: 'deutdeff',
  invoice_email: 'invoices@globex.test',
  invoice_phone: '+49 30 1234567',
};

const textParts = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({ ...FIELDS, ...overrides });

const post = async (tenant: string, parts: readonly Part[], email = `admin@${tenant}.test`) =>
  postMultipart(tenant, 'administrative-information', await login(email), parts);

describe('GET administrative-information', () => {
  it('answers acme’s details with its logo (shown from a data: address) and its documents', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await getAs('acme', 'administrative-information', token);
    expect(status).toBe(200);
    const details = (body as { data: Details }).data;
    expect(details).toMatchObject({
      legal_name: 'Acme Consulting LLC',
      iban: 'GE74TB1234567890123456',
      swift: 'TBCBGE22',
    });
    expect(details.logo).toMatchObject({ file_name: 'acme-logo.png', mime_type: 'image/png' });
    expect(details.logo?.url).toBe(`data:image/png;base64,${SEEDED_LOGO_PNG_BASE64}`);
    expect(details.documents).toEqual([
      expect.objectContaining({ file_name: 'Certificate of registration.pdf', mime_type: 'application/pdf' }),
    ]);
  });

  it('lists the documents only to settings::manage, who alone may download them (issue 30, H3)', async () => {
    for (const email of ['employee@acme.test', 'sale@acme.test']) {
      const { status, body } = await getAs('acme', 'administrative-information', await login(email));
      expect(status).toBe(200);
      const details = (body as { data: Details }).data;
      expect(details).toMatchObject({ legal_name: 'Acme Consulting LLC', documents: [] });
      expect(details.logo).toMatchObject({ file_name: 'acme-logo.png' });
    }
  });

  it('answers null where nothing is filled in yet (globex)', async () => {
    const token = await login('admin@globex.test');
    expect((await getAs('globex', 'administrative-information', token)).body).toEqual({ data: null });
  });
});

describe('POST administrative-information', () => {
  it('creates the details with a logo and a document; the IBAN and BIC are stored in capitals without spaces', async () => {
    const { status, body } = await post('globex', [
      ...textParts(),
      ['logo', pngFile('globex.png')],
      ['documents[]', pdfFile('Register extract.pdf')],
    ]);
    expect(status).toBe(200);
    const details = (body as { data: Details }).data;
    expect(details).toMatchObject({
      legal_name: 'Globex Engineering GmbH',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      logo: { file_name: 'globex.png', mime_type: 'image/png' },
      documents: [{ file_name: 'Register extract.pdf', mime_type: 'application/pdf' }],
    });
    expect(details.logo?.url).toMatch(/^data:image\/png;base64,iVBOR/);
    const token = await login('admin@globex.test');
    expect((await getAs('globex', 'administrative-information', token)).body).toEqual({ data: details });
    // The document downloads as uploaded.
    const [document] = details.documents;
    const file = await fetch(tenantUrl('globex', `media/${document?.id}`), { headers: bearer(token) });
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe(
      new TextDecoder().decode(pdfFile().bytes),
    );
  });

  it('blank optional fields are stored as null', async () => {
    // Every field, blank as the client sends a field left empty ('' or spaces).
    const blank = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, '']));
    const { body } = await post('globex', textParts({ ...blank, legal_name: 'Globex', swift: '  ' }));
    expect((body as { data: Details }).data).toMatchObject({
      legal_name: 'Globex',
      iban: null,
      swift: null,
      logo: null,
      documents: [],
    });
  });

  it('answers 422 on each refused field and file, and stores nothing', async () => {
    const db = await getTenantDb('acme');
    const before = structuredClone(db.settings.administrativeInformation);
    const media = db.media.all().length;
    const { status, body } = await post('acme', [
      ...textParts({
        legal_name: '',
        iban: 'GB82 WEST 1234 5698 7654 31',
        swift: 'TBC',
        invoice_email: 'billing@',
        invoice_phone: 'call us',
      }),
      ['logo', { name: 'logo.svg', type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') }],
      ['documents[]', pdfFile()],
      ['documents[]', { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hi') }],
    ]);
    expect(status).toBe(422);
    expect((body as { errors: Record<string, string[]> }).errors).toEqual({
      legal_name: ['The legal name field is required.'],
      iban: ['The IBAN is not valid: check it for a typing error.'],
      swift: ['The SWIFT/BIC code must have 8 or 11 letters and digits.'],
      invoice_email: ['The invoice email field must be a valid email address.'],
      invoice_phone: ['The invoice phone field format is invalid.'],
      logo: ['The logo field must be a file of type: png, jpg, webp.'],
      'documents.1': ['The documents.1 field must be a file of type: pdf.'],
    });
    expect(db.settings.administrativeInformation).toEqual(before);
    expect(db.media.all()).toHaveLength(media);
  });

  it('refuses a logo over 1 MB and more than 5 documents in all', async () => {
    const big: FilePart = { name: 'big.png', type: 'image/png', bytes: new Uint8Array(1024 * 1024 + 1) };
    const { body } = await post('acme', [
      ...textParts(),
      ['logo', big],
      ...Array.from({ length: 5 }, (_, index): Part => ['documents[]', pdfFile(`doc-${index}.pdf`)]),
    ]);
    expect((body as { errors: Record<string, string[]> }).errors).toEqual({
      logo: ['The logo field must not be greater than 1024 kilobytes.'],
      documents: ['The documents field must not have more than 5 items.'],
    });
  });

  it('a new logo replaces the old one, and removed documents go with their files', async () => {
    const db = await getTenantDb('acme');
    const old = db.settings.administrativeInformation;
    const [certificate] = old?.document_media_ids ?? [];
    const { status, body } = await post('acme', [
      ...textParts(),
      ['logo', pngFile('new-logo.png')],
      ['remove_documents[]', String(certificate)],
    ]);
    expect(status).toBe(200);
    const details = (body as { data: Details }).data;
    expect(details.logo?.file_name).toBe('new-logo.png');
    expect(details.documents).toEqual([]);
    const gone = [old?.logo_media_id, certificate];
    expect(db.media.all().filter((row) => gone.includes(row.id))).toEqual([]);

    const dropped = await post('acme', [...textParts(), ['remove_logo', '1']]);
    expect((dropped.body as { data: Details }).data.logo).toBeNull();
  });

  it('refuses to remove a document the company does not have', async () => {
    const { status, body } = await post('acme', [...textParts(), ['remove_documents[]', '1']]);
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { remove_documents: ['The selected remove documents is invalid.'] },
    });
  });

  it('needs settings::manage', async () => {
    expect((await post('acme', textParts(), 'sale@acme.test')).status).toBe(403);
  });
});
