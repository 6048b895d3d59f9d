import { convertCents, toCents } from '@/lib/cents';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, getAs, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';
import { pdfFile, postMultipart, type Part } from './multipart-body';

setupMockApi();

type ProjectBody = {
  data: {
    id: number;
    title: string;
    status: string;
    currency: string;
    client: string | null;
    administrative_fields: Record<string, unknown> | null;
    media: { id: number; file_name: string }[];
  };
};
type Failure = { message: string; errors?: Record<string, string[]> };

const admin = () => login('admin@acme.test');

// acme's seed (REFERENCE_DATE 2025-05-15): 1 Atlas Platform, USD, invoiced; 3 Cobalt Platform, GEL,
// upcoming with no invoices.
const ATLAS = 1;
const COBALT = 3;

describe('GET internal-projects/{id}', () => {
  it('answers the project to anyone who may see projects; 403 without project::view; 404 for an unknown id', async () => {
    const { status, body } = await getAs('acme', `internal-projects/${ATLAS}`, await login('sale@acme.test'));
    expect(status).toBe(200);
    expect((body as ProjectBody).data).toMatchObject({ id: ATLAS, title: 'Atlas Platform', currency: 'USD' });
    expect(
      (await getAs('acme', `internal-projects/${ATLAS}`, await login('employee@acme.test'))).status,
    ).toBe(403);
    expect((await getAs('acme', 'internal-projects/999', await admin())).status).toBe(404);
  });
});

describe('POST internal-projects/{id} (method spoofing)', () => {
  it('?_method=patch changes only what is sent (the status) and keeps it', async () => {
    const { status, body } = await sendAs(
      'acme',
      'POST',
      `internal-projects/${ATLAS}?_method=patch`,
      await admin(),
      {
        status: 'on_hold',
      },
    );
    expect(status).toBe(200);
    expect((body as ProjectBody).data).toMatchObject({ status: 'on_hold', title: 'Atlas Platform' });
    const row = (await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: ATLAS }));
    expect(row).toMatchObject({ status: 'on_hold', currency: 'USD' });
  });

  it('refuses an unknown status (422), a sale (403) and an unknown project (404); nothing changes', async () => {
    const token = await admin();
    const refused = await sendAs('acme', 'POST', `internal-projects/${ATLAS}?_method=patch`, token, {
      status: 'archived',
    });
    expect(refused.status).toBe(422);
    expect((refused.body as Failure).errors).toEqual({ status: ['The selected status is invalid.'] });
    const sale = await sendAs(
      'acme',
      'POST',
      `internal-projects/${ATLAS}?_method=patch`,
      await login('sale@acme.test'),
      {
        status: 'completed',
      },
    );
    expect(sale.status).toBe(403);
    expect(
      (await sendAs('acme', 'POST', 'internal-projects/999?_method=patch', token, { status: 'active' }))
        .status,
    ).toBe(404);
    expect((await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: ATLAS }))?.status).toBe(
      'active',
    );
  });

  it('?_method=put replaces the whole project: every field is checked, the title must be the only one of its name', async () => {
    const token = await admin();
    const whole = {
      title: 'Atlas Platform (renewed)',
      client: 'Atlas Logistics B.V.',
      status: 'active',
      currency: 'USD',
      project_manager_id: 1,
      start_date: '2025-02-01',
      end_date: '2026-02-28',
      description: null,
    };
    const { status, body } = await sendAs(
      'acme',
      'POST',
      `internal-projects/${ATLAS}?_method=put`,
      token,
      whole,
    );
    expect(status).toBe(200);
    expect((body as ProjectBody).data).toMatchObject({ title: 'Atlas Platform (renewed)', currency: 'USD' });

    allowInvalidRequests();
    const refused = await sendAs('acme', 'POST', `internal-projects/${ATLAS}?_method=put`, token, {
      ...whole,
      title: 'cobalt platform',
      end_date: '2025-01-01',
      currency: 'CHF',
    });
    expect(refused.status).toBe(422);
    expect((refused.body as Failure).errors).toEqual({
      title: ['The title has already been taken.'],
      currency: ['The selected currency is invalid.'],
      end_date: ['The end date field must be a date after or equal to start date.'],
    });
    const missing = await sendAs('acme', 'POST', `internal-projects/${ATLAS}?_method=put`, token, {
      status: 'active',
    });
    expect((missing.body as Failure).errors).toMatchObject({
      title: ['The title field is required.'],
      start_date: ['The start date field is required.'],
    });
  });
});

describe('DELETE internal-projects/{id}', () => {
  it('refuses a project with invoices (422 saying how many, offering a closing status); nothing is deleted', async () => {
    const db = await getTenantDb('acme');
    const invoices = db.invoices.findMany((q) => q.where({ internal_project_id: ATLAS })).length;
    const { status, body } = await sendAs('acme', 'DELETE', `internal-projects/${ATLAS}`, await admin());
    expect(status).toBe(422);
    expect((body as Failure).message).toBe(
      `This project has ${invoices} invoices, so it cannot be deleted. Set its status to Completed or Cancelled instead.`,
    );
    expect(db.projects.findFirst((q) => q.where({ id: ATLAS }))).toBeDefined();
  });

  it('deletes a project without invoices with its terms (204); then it is not found; 403 for a sale, 404 unknown', async () => {
    const token = await admin();
    expect(
      (await sendAs('acme', 'DELETE', `internal-projects/${COBALT}`, await login('sale@acme.test'))).status,
    ).toBe(403);
    const response = await fetch(tenantUrl('acme', `internal-projects/${COBALT}`), {
      method: 'DELETE',
      headers: { ...bearer(token), Accept: 'application/json' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const db = await getTenantDb('acme');
    expect(db.terms.findMany((q) => q.where({ internal_project_id: COBALT }))).toEqual([]);
    expect((await getAs('acme', `internal-projects/${COBALT}`, token)).status).toBe(404);
    expect((await sendAs('acme', 'DELETE', 'internal-projects/999', token)).status).toBe(404);
  });
});

const ADMIN_PATH = `internal-projects/${COBALT}/administrative-fields?_method=put`;
const FIELDS: Part[] = [
  ['legal_name', 'Atlas Logistics B.V.'],
  ['registration_number', '12345678'],
  ['vat_number', 'NL859123456B01'],
  ['billing_address', 'Keizersgracht 1\n1015 CJ Amsterdam'],
  ['billing_email', 'finance@atlas-logistics.example'],
  ['po_number', 'PO-7'],
  ['contract_number', 'C-2025-01'],
  ['payment_terms_days', '30'],
  ['invoice_language', 'nl'],
  ['default_vat_id', '4'],
];

describe('POST internal-projects/{id}/administrative-fields?_method=put (multipart)', () => {
  it('stores the billing details and the files; the project answers them; a file can be removed later', async () => {
    const token = await admin();
    const { status, body } = await postMultipart('acme', ADMIN_PATH, token, [
      ...FIELDS,
      ['files[]', pdfFile('Contract.pdf')],
      ['files[]', pdfFile('PO-7.pdf')],
    ]);
    expect(status).toBe(200);
    const saved = (
      body as { data: { administrative_fields: object; media: { id: number; file_name: string }[] } }
    ).data;
    expect(saved.administrative_fields).toEqual({
      legal_name: 'Atlas Logistics B.V.',
      registration_number: '12345678',
      vat_number: 'NL859123456B01',
      billing_address: 'Keizersgracht 1\n1015 CJ Amsterdam',
      billing_email: 'finance@atlas-logistics.example',
      po_number: 'PO-7',
      contract_number: 'C-2025-01',
      payment_terms_days: 30,
      invoice_language: 'nl',
      default_vat_id: 4,
    });
    expect(saved.media.map((file) => file.file_name)).toEqual(['Contract.pdf', 'PO-7.pdf']);
    const project = (await getAs('acme', `internal-projects/${COBALT}`, token)).body as ProjectBody;
    expect(project.data.administrative_fields).toMatchObject({ payment_terms_days: 30, default_vat_id: 4 });
    expect(project.data.media).toHaveLength(2);

    const [contract] = saved.media;
    const again = await postMultipart('acme', ADMIN_PATH, token, [
      ...FIELDS,
      ['payment_terms_days', ''],
      ['remove_files[]', String(contract?.id)],
    ]);
    expect(again.status).toBe(200);
    const kept = (again.body as { data: { administrative_fields: object; media: { file_name: string }[] } })
      .data;
    expect(kept.media.map((file) => file.file_name)).toEqual(['PO-7.pdf']);
    expect(kept.administrative_fields).toMatchObject({ payment_terms_days: null });
    expect(
      (await getTenantDb('acme')).media.findFirst((q) => q.where({ id: contract?.id ?? 0 })),
    ).toBeUndefined();
  });

  it('422 names every refused field and file; nothing is stored', async () => {
    allowInvalidRequests();
    const { status, body } = await postMultipart('acme', ADMIN_PATH, await admin(), [
      ['billing_email', 'finance@'],
      ['payment_terms_days', '400'],
      ['invoice_language', 'fr'],
      ['default_vat_id', '99'],
      ['remove_files[]', '12345'],
      ['files[]', { name: 'notes.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') }],
    ]);
    expect(status).toBe(422);
    expect((body as Failure).errors).toEqual({
      billing_email: ['The billing email field must be a valid email address.'],
      invoice_language: ['The selected invoice language is invalid.'],
      payment_terms_days: ['The payment terms days field must be between 0 and 365.'],
      default_vat_id: ['The selected default vat id is invalid.'],
      remove_files: ['The selected remove files is invalid.'],
      'files.0': ['The files.0 field must be a file of type: pdf, png, jpg.'],
    });
    const row = (await getTenantDb('acme')).projects.findFirst((q) => q.where({ id: COBALT }));
    expect(row).toMatchObject({ administrative_fields: null, media_ids: [] });
  });

  it('needs project::update (403), a known project (404) and the put spoofing (405)', async () => {
    allowInvalidRequests();
    expect((await postMultipart('acme', ADMIN_PATH, await login('sale@acme.test'), FIELDS)).status).toBe(403);
    const token = await admin();
    expect(
      (await postMultipart('acme', 'internal-projects/999/administrative-fields?_method=put', token, FIELDS))
        .status,
    ).toBe(404);
    expect(
      (await postMultipart('acme', `internal-projects/${COBALT}/administrative-fields`, token, FIELDS))
        .status,
    ).toBe(405);
  });
});

type Legacy = {
  data: {
    project: { title: string; manager: string | null };
    currency: string;
    in_project_currency: boolean;
    exchange_rate: { from: string; to: string; rate: string; date: string } | null;
    terms: { total: string; hourly_rate: string }[];
    totals: Record<string, string>;
    invoices_count: number;
  };
};

describe('GET internal-projects/old/{id}?in_project_currency', () => {
  it('answers the older combined payload in the project’s currency, amounts as text', async () => {
    const { status, body } = await getAs(
      'acme',
      `internal-projects/old/${ATLAS}?in_project_currency=1`,
      await admin(),
    );
    expect(status).toBe(200);
    const legacy = (body as Legacy).data;
    expect(legacy).toMatchObject({
      project: { title: 'Atlas Platform' },
      currency: 'USD',
      in_project_currency: true,
      exchange_rate: null,
      invoices_count: 3,
    });
    // Atlas's terms, planned around leave (issue 32): a piece on each side of a vacation.
    expect(legacy.terms).toHaveLength(14);
    for (const amount of [...Object.values(legacy.totals), ...legacy.terms.map((term) => term.total)]) {
      expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    }
    const termSum = legacy.terms.reduce((sum, term) => sum + toCents(Number(term.total)), 0);
    expect(toCents(Number(legacy.totals.contract_value))).toBe(termSum);
  });

  it('converts into the company currency (EUR for acme) at the tenant’s rates, saying which rate', async () => {
    const token = await admin();
    const native = (
      (await getAs('acme', `internal-projects/old/${COBALT}?in_project_currency=1`, token)).body as Legacy
    ).data;
    const { status, body } = await getAs(
      'acme',
      `internal-projects/old/${COBALT}?in_project_currency=0`,
      token,
    );
    expect(status).toBe(200);
    const converted = (body as Legacy).data;
    // GEL is quoted at 2.93 per euro: one GEL is 0.341297 EUR.
    expect(converted).toMatchObject({
      currency: 'EUR',
      in_project_currency: false,
      exchange_rate: { from: 'GEL', to: 'EUR', rate: '0.341297', date: '2025-05-15' },
    });
    const contractGel = toCents(Number(native.totals.contract_value));
    expect(toCents(Number(converted.totals.contract_value))).toBe(convertCents(contractGel, 0.341297));
  });

  it('refuses an unreadable flag (422) and answers 404 for an unknown project', async () => {
    allowInvalidRequests();
    const token = await admin();
    const refused = await getAs('acme', `internal-projects/old/${ATLAS}?in_project_currency=maybe`, token);
    expect(refused.status).toBe(422);
    expect((await getAs('acme', 'internal-projects/old/999', token)).status).toBe(404);
  });
});
