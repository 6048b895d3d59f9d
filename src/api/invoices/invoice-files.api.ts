import { idBatches, partFileName } from '@/lib/id-batches';
import { INVOICES_CSV_NAME, INVOICES_ZIP_NAME, invoicePdfName } from '@/lib/invoice-file-names';
import { progressOf, requestFile, type DownloadedFile } from '../file-download';

// The invoice files (SPEC §7): GET invoices/generate-pdf gives a PDF for one id and a ZIP of PDFs for
// several; GET invoices/generate-csv the CSV. Names come from Content-Disposition, else the spec's.
// A selection of more than 200 ids is asked for in several requests, so no URL gets too long: PDFs
// then come as numbered ZIPs, the CSV parts are joined into one file.

export { INVOICES_CSV_NAME, INVOICES_ZIP_NAME, invoicePdfName };
export const DEFAULT_INVOICE_LANGUAGE = 'en';

export type InvoiceFileRef = { id: number; number: string };
export type Progress = (fraction: number | null) => void;

// GET invoices/generate-pdf?ids[]=…&language=en for at most 200 ids.
export async function generateInvoicePdf(
  ids: readonly number[],
  language: string = DEFAULT_INVOICE_LANGUAGE,
  onProgress?: Progress,
) {
  return requestFile({
    method: 'GET',
    url: 'invoices/generate-pdf',
    params: { ids, language },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
}

// GET invoices/generate-csv?ids[]=… for at most 200 ids.
export async function generateInvoiceCsv(ids: readonly number[], onProgress?: Progress) {
  return requestFile({
    method: 'GET',
    url: 'invoices/generate-csv',
    params: { ids },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
}

// Progress over several requests: each part's share of the whole.
const partProgress = (onProgress: Progress | undefined, part: number, parts: number): Progress | undefined =>
  onProgress && ((fraction) => onProgress(fraction === null ? null : (part + fraction) / parts));

// The PDFs of the invoices, in the language asked (en by default): one file per request of at most
// 200 ids (one invoice → its PDF, several → invoices.zip, numbered when split).
export async function downloadInvoicePdfs(
  invoices: readonly InvoiceFileRef[],
  options: { language?: string; onProgress?: Progress } = {},
): Promise<DownloadedFile[]> {
  const batches = idBatches(invoices);
  const files: DownloadedFile[] = [];
  for (const [index, batch] of batches.entries()) {
    const { blob, fileName } = await generateInvoicePdf(
      batch.map((invoice) => invoice.id),
      options.language,
      partProgress(options.onProgress, index, batches.length),
    );
    const only = batch.length === 1 ? batch[0] : undefined;
    const fallback = only ? invoicePdfName(only.number) : INVOICES_ZIP_NAME;
    files.push({ blob, fileName: partFileName(fileName ?? fallback, index + 1, batches.length) });
  }
  return files;
}

const BOM = '\uFEFF';

// Later parts of a split CSV lose their byte-order mark and header row, so the parts read as one file.
async function joinedCsv(parts: readonly Blob[]): Promise<Blob> {
  const texts = await Promise.all(parts.map((part) => part.text()));
  const rows = texts.map((text, index) => {
    const body = text.startsWith(BOM) ? text.slice(1) : text;
    const headerEnd = body.indexOf('\r\n');
    return index === 0 ? body : headerEnd < 0 ? '' : body.slice(headerEnd + 2);
  });
  return new Blob([BOM, ...rows], { type: parts[0]?.type || 'text/csv' });
}

// The CSV of the invoices: one file, invoices.csv unless the server names it.
export async function downloadInvoicesCsv(
  ids: readonly number[],
  options: { onProgress?: Progress } = {},
): Promise<DownloadedFile> {
  const batches = idBatches(ids);
  const parts = [];
  for (const [index, batch] of batches.entries()) {
    parts.push(await generateInvoiceCsv(batch, partProgress(options.onProgress, index, batches.length)));
  }
  const [first] = parts;
  if (!first) throw new RangeError('No invoices to export');
  const blob = parts.length === 1 ? first.blob : await joinedCsv(parts.map((part) => part.blob));
  return { blob, fileName: first.fileName ?? INVOICES_CSV_NAME };
}
