import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { formatMoney } from '@/lib/money';
import { fromCents } from '@/lib/cents';
import { getTenantDb } from '@/mocks/db';
import { FORMULA_LIKE_CLIENT } from '@/mocks/db/seed-projects';
import { INVOICE_CSV_COLUMNS } from '@/mocks/files/invoice-csv';
import { pdfText as drawable } from '@/mocks/files/invoice-pdf';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, login, setupMockApi, tenantUrl } from '../support/mock-api';
import { parseCsv } from '../support/parse-csv';
import { pdfText } from '../support/pdf-text';

setupMockApi();

async function download(token: string, path: string) {
  const response = await fetch(tenantUrl('acme', path), { headers: bearer(token) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const head = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.slice(0, length));
const firstInvoices = async (count: number) => (await getTenantDb('acme')).invoices.all().slice(0, count);
const idsQuery = (ids: readonly number[]) => ids.map((id) => `ids[]=${id}`).join('&');

describe('GET invoices/generate-pdf', () => {
  it('one id gives a PDF named invoice-<number>.pdf that shows the number, the lines and the total', async () => {
    const [invoice] = await firstInvoices(1);
    const token = await login('sale@acme.test');
    const { response, bytes } = await download(
      token,
      `invoices/generate-pdf?ids[]=${invoice!.id}&language=en`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="invoice-${invoice!.number}.pdf"`,
    );
    expect(head(bytes, 5)).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice!.number}`);
    const text = await pdfText(bytes);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(`Total`);
    expect(text).toContain(formatMoney(fromCents(invoice!.total_cents), invoice!.currency));
    expect(text).toContain(formatMoney(fromCents(invoice!.lines[0]!.amount_cents)));
  });

  it('several ids give invoices.zip with one valid PDF per invoice, in the order asked', async () => {
    const invoices = await firstInvoices(3);
    const token = await login('sale@acme.test');
    const { response, bytes } = await download(
      token,
      `invoices/generate-pdf?${idsQuery(invoices.map((i) => i.id))}&language=en`,
    );
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="invoices.zip"');
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(invoices.map((invoice) => `invoice-${invoice.number}.pdf`));
    for (const file of Object.values(zip.files)) {
      const pdf = await PDFDocument.load(await file.async('uint8array'));
      expect(pdf.getPageCount()).toBeGreaterThan(0);
    }
  });

  it("cuts a line too long for the page with '...' (SPEC §9), no space before it", async () => {
    const [invoice] = await firstInvoices(1);
    // Long enough to be cut where a word ends: the cut must not leave 'the ...'.
    const notes = `x${'Billed as agreed in the framework contract '.repeat(6)}end`;
    await (
      await getTenantDb('acme')
    ).invoices.update((q) => q.where({ id: invoice!.id }), {
      data(draft) {
        draft.notes = notes;
      },
    });
    const token = await login('sale@acme.test');
    const { bytes } = await download(token, `invoices/generate-pdf?ids[]=${invoice!.id}&language=en`);
    const text = await pdfText(bytes);
    const shown = /(xBilled as agreed[^]*?\.\.\.)/.exec(text)?.[1];
    expect(shown).toBeDefined();
    expect(notes.startsWith(shown!.slice(0, -3))).toBe(true);
    expect(shown).not.toMatch(/\s\.\.\.$/);
    expect(text).not.toContain('…');
  });

  it('writes Georgian labels for language=ka in Latin letters the PDF fonts can draw; en by default', async () => {
    const [invoice] = await firstInvoices(1);
    const token = await login('sale@acme.test');
    const ka = await download(token, `invoices/generate-pdf?ids[]=${invoice!.id}&language=ka`);
    expect((await PDFDocument.load(ka.bytes)).getTitle()).toBe(`invoisi ${invoice!.number}`);
    expect(await pdfText(ka.bytes)).toContain(drawable('სულ'));
    // The client always names the language: leaving it out is a call it never makes.
    allowInvalidRequests();
    const plain = await download(token, `invoices/generate-pdf?ids[]=${invoice!.id}`);
    expect((await PDFDocument.load(plain.bytes)).getTitle()).toBe(`Invoice ${invoice!.number}`);
    const bad = await download(token, `invoices/generate-pdf?ids[]=${invoice!.id}&language=fr`);
    expect(JSON.parse(new TextDecoder().decode(bad.bytes))).toMatchObject({
      errors: { language: ['The selected language is invalid.'] },
    });
  });

  it('refuses more than 200 ids (422), an unknown id (404), no ids (422) and a person without invoice::view', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    const many = Array.from({ length: 201 }, (_, index) => index + 1);
    expect((await download(token, `invoices/generate-pdf?${idsQuery(many)}`)).response.status).toBe(422);
    expect((await download(token, 'invoices/generate-pdf?ids[]=99999')).response.status).toBe(404);
    expect((await download(token, 'invoices/generate-pdf')).response.status).toBe(422);
    const employee = await login('employee@acme.test');
    expect((await download(employee, 'invoices/generate-pdf?ids[]=1')).response.status).toBe(403);
  });
});

describe('GET invoices/generate-csv', () => {
  it('gives invoices.csv in UTF-8 with a BOM, the design’s columns and a row per invoice', async () => {
    const invoices = await firstInvoices(2);
    const token = await login('sale@acme.test');
    const { response, bytes } = await download(
      token,
      `invoices/generate-csv?${idsQuery(invoices.map((i) => i.id))}`,
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="invoices.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1).trimEnd());
    expect(header).toEqual([...INVOICE_CSV_COLUMNS]);
    expect(rows.map((row) => row[0])).toEqual(invoices.map((invoice) => invoice.number));
    const total = header!.indexOf('total');
    expect(Number(rows[0]![total])).toBe(fromCents(invoices[0]!.total_cents));
  });

  it('neutralises a text cell that starts a formula, keeps quotes and commas, and a negative amount a number', async () => {
    const db = await getTenantDb('acme');
    const [invoice] = db.invoices.all();
    await db.projects.update((q) => q.where({ id: invoice!.internal_project_id }), {
      data(project) {
        project.title = '=HYPERLINK("http://x","y")';
        project.client = 'Smith, "Jones" & Co';
      },
    });
    await db.invoices.update((q) => q.where({ id: invoice!.id }), {
      data(row) {
        row.subtotal_cents = -144_000;
      },
    });
    const token = await login('sale@acme.test');
    const { bytes } = await download(token, `invoices/generate-csv?ids[]=${invoice!.id}`);
    const [header, row] = parseCsv(new TextDecoder().decode(bytes).trimEnd());
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('project')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cell('client')).toBe('Smith, "Jones" & Co');
    expect(cell('subtotal')).toBe('-1440');
    expect(Number(cell('subtotal'))).toBe(-1440);
  });

  it('the seed has a client named like a formula, neutralised in its invoices’ CSV', async () => {
    const db = await getTenantDb('acme');
    const project = db.projects.all().find((row) => row.client === FORMULA_LIKE_CLIENT)!;
    const invoice = db.invoices.all().find((row) => row.internal_project_id === project.id)!;
    const token = await login('sale@acme.test');
    const { bytes } = await download(token, `invoices/generate-csv?ids[]=${invoice.id}`);
    const [header, row] = parseCsv(new TextDecoder().decode(bytes).trimEnd());
    expect(row![header!.indexOf('client')]).toBe(`'${FORMULA_LIKE_CLIENT}`);
  });
});
