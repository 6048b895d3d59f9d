// @vitest-environment jsdom
import JSZip from 'jszip';
import { ApiError } from '@/api/api-error';
import { decideError, DOWNLOAD_ERROR_MESSAGE } from '@/api/error-policy';
import {
  downloadInvoicePdfs,
  downloadInvoicesCsv,
  INVOICES_CSV_NAME,
  INVOICES_ZIP_NAME,
} from '@/api/invoices/invoice-files.api';
import { getTenantDb } from '@/mocks/db';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../support/answer-with';
import { setupMockApi, signIn } from '../support/mock-api';
import { parseCsv } from '../support/parse-csv';
import { recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
// The first `count` invoices of acme, copies of the seeded ones added when the seed has fewer.
async function refsOf(count: number) {
  const db = await getTenantDb('acme');
  const seeded = db.invoices.all();
  for (let index = seeded.length; index < count; index += 1) {
    const source = seeded[index % seeded.length]!;
    await db.invoices.create({ ...structuredClone(source), id: index + 1000, number: `INV-COPY-${index}` });
  }
  return db.invoices
    .all()
    .slice(0, count)
    .map(({ id, number }) => ({ id, number }));
}

describe('downloadInvoicePdfs', () => {
  it('one invoice: GET invoices/generate-pdf?ids[]=…&language=en, saved under the server’s name', async () => {
    await signIn('sale@acme.test');
    const [invoice] = await refsOf(1);
    const progress: (number | null)[] = [];
    const file = await downloadInvoicePdfs([invoice!], {
      onProgress: (fraction) => progress.push(fraction),
    });
    const [request] = sentTo(sent, 'invoices/generate-pdf', 'GET');
    expect(request?.query.getAll('ids[]')).toEqual([String(invoice!.id)]);
    expect(request?.query.get('language')).toBe('en');
    expect(file?.fileName).toBe(`invoice-${invoice!.number}.pdf`);
    expect(file?.blob.type).toBe('application/pdf');
    expect(progress.at(-1)).toBe(1);
  });

  it('without a Content-Disposition name: invoice-<number>.pdf for one, invoices.zip for several', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(2);
    answerWith('GET', 'invoices/generate-pdf', 200, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect((await downloadInvoicePdfs([invoices[0]!])).fileName).toBe(`invoice-${invoices[0]!.number}.pdf`);
    answerWith('GET', 'invoices/generate-pdf', 200, new Blob(['PK'], { type: 'application/zip' }));
    expect((await downloadInvoicePdfs(invoices)).fileName).toBe(INVOICES_ZIP_NAME);
  });

  it('several invoices in the language asked give invoices.zip of PDFs', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(3);
    const file = await downloadInvoicePdfs(invoices, { language: 'ka' });
    expect(sentTo(sent, 'invoices/generate-pdf')[0]?.query.get('language')).toBe('ka');
    expect(file?.fileName).toBe(INVOICES_ZIP_NAME);
    expect(Object.keys((await JSZip.loadAsync(await bytesOf(file!.blob))).files)).toHaveLength(3);
  });

  it('asks for 201 invoices 200 at a time and saves them all in one invoices.zip, the last one too', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(201);
    expect(invoices).toHaveLength(201);
    const progress: (number | null)[] = [];
    const file = await downloadInvoicePdfs(invoices, { onProgress: (fraction) => progress.push(fraction) });
    const requests = sentTo(sent, 'invoices/generate-pdf');
    expect(requests.map((request) => request.query.getAll('ids[]').length)).toEqual([200, 1]);
    expect(requests.flatMap((request) => request.query.getAll('ids[]'))).toEqual(
      invoices.map((invoice) => String(invoice.id)),
    );
    // One file, not invoices-1.zip beside a lone invoice-<number>-2.pdf.
    expect(file.fileName).toBe(INVOICES_ZIP_NAME);
    expect(file.blob.type).toBe('application/zip');
    const zip = await JSZip.loadAsync(await bytesOf(file.blob));
    const names = Object.values(zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name);
    expect(names).toEqual(invoices.map((invoice) => `invoice-${invoice.number}.pdf`));
    const last = await zip.file(`invoice-${invoices[200]!.number}.pdf`)!.async('uint8array');
    expect(new TextDecoder().decode(last.slice(0, 4))).toBe('%PDF');
    // Progress goes forward over both requests and the joining, and ends at 1.
    const known = progress.filter((fraction): fraction is number => fraction !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(known.at(-1)).toBe(1);
  }, 60_000);
});

describe('downloadInvoicesCsv', () => {
  it('GET invoices/generate-csv?ids[]=…: invoices.csv', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(2);
    const file = await downloadInvoicesCsv(invoices.map((invoice) => invoice.id));
    expect(sentTo(sent, 'invoices/generate-csv')[0]?.query.getAll('ids[]')).toHaveLength(2);
    expect(file.fileName).toBe(INVOICES_CSV_NAME);
  });

  it('joins the parts of a split selection into one file with one header row', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(230);
    const file = await downloadInvoicesCsv(invoices.map((invoice) => invoice.id));
    expect(sentTo(sent, 'invoices/generate-csv')).toHaveLength(2);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(file.blob));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).startsWith('\uFEFF')).toBe(false);
    const [header, ...rows] = parseCsv(text.slice(1).trimEnd());
    expect(header?.[0]).toBe('number');
    expect(rows.map((row) => row[0])).toEqual(invoices.map((invoice) => invoice.number));
  });
});

describe('a failed invoice download', () => {
  it('rejects with the server’s status, and the policy shows SPEC §8’s download text', async () => {
    await signIn('sale@acme.test');
    const invoices = await refsOf(1);
    setFault({ method: 'GET', path: 'invoices/generate-pdf', status: 500 });
    const failure = await downloadInvoicePdfs(invoices).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500 });
    expect(decideError(failure, 'download').toast?.message).toBe(DOWNLOAD_ERROR_MESSAGE);
    expect(DOWNLOAD_ERROR_MESSAGE).toBe('unexpected error occurred please try again later');
    const missing = await downloadInvoicesCsv([99999]).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, message: 'Not found.' });
  });
});
