import { idBatches } from '@/lib/id-batches';
import { INVOICES_CSV_NAME, INVOICES_ZIP_NAME, invoicePdfName } from '@/lib/invoice-file-names';
import { progressOf, requestFile, type DownloadedFile } from '../file-download';

// The invoice files (SPEC §7): GET invoices/generate-pdf gives a PDF for one id and a ZIP of PDFs for
// several; GET invoices/generate-csv the CSV. Names come from Content-Disposition, else the spec's.
// A selection of more than 200 ids is asked for in several requests, so no URL gets too long; the
// parts are joined so the person still gets one file: one invoices.zip, one invoices.csv.

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
    mediaTypes: ['application/pdf', 'application/zip'],
    params: { ids, language },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
}

// GET invoices/generate-csv?ids[]=… for at most 200 ids.
export async function generateInvoiceCsv(ids: readonly number[], onProgress?: Progress) {
  return requestFile({
    method: 'GET',
    url: 'invoices/generate-csv',
    mediaTypes: ['text/csv'],
    params: { ids },
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
}

// Progress over several requests: each part's share of the whole.
const partProgress = (onProgress: Progress | undefined, part: number, parts: number): Progress | undefined =>
  onProgress && ((fraction) => onProgress(fraction === null ? null : (part + fraction) / parts));

// Of the progress of a download in parts, the share the joining of the parts takes (after the requests).
const JOIN_SHARE = 0.1;

type PdfPart = { batch: readonly InvoiceFileRef[]; blob: Blob; fileName: string | null };

// 'invoice-1.pdf' → 'invoice-1 (2).pdf' when the name is taken, as the server names twins in its ZIP.
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; taken.has(candidate); copy += 1) candidate = `${stem} (${copy})${extension}`;
  taken.add(candidate);
  return candidate;
}

// The parts' PDFs in one ZIP, in the order asked: a part of several invoices is a ZIP (its PDFs are
// taken out of it), a part of one is that invoice's PDF. Stored, not deflated: PDFs are compressed.
async function joinedZip(parts: readonly PdfPart[], onProgress?: (fraction: number) => void): Promise<Blob> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const taken = new Set<string>();
  for (const part of parts) {
    const bytes = new Uint8Array(await part.blob.arrayBuffer());
    const only = part.batch.length === 1 ? part.batch[0] : undefined;
    if (only) {
      zip.file(uniqueName(part.fileName ?? invoicePdfName(only.number), taken), bytes);
      continue;
    }
    const inner = await JSZip.loadAsync(bytes);
    const entries = Object.values(inner.files).filter((entry) => !entry.dir);
    for (const entry of entries) zip.file(uniqueName(entry.name, taken), await entry.async('uint8array'));
  }
  const joined = await zip.generateAsync({ type: 'arraybuffer', compression: 'STORE' }, (metadata) =>
    onProgress?.(metadata.percent / 100),
  );
  return new Blob([joined], { type: 'application/zip' });
}

// The PDFs of the invoices, in the language asked (en by default), as one file: one invoice → its
// PDF, several → invoices.zip. More than 200 are asked for 200 at a time and joined into that one
// invoices.zip (a last part of one invoice included), so the person never gets numbered parts.
export async function downloadInvoicePdfs(
  invoices: readonly InvoiceFileRef[],
  options: { language?: string; onProgress?: Progress } = {},
): Promise<DownloadedFile> {
  const { onProgress } = options;
  const batches = idBatches(invoices);
  const split = batches.length > 1;
  // In parts, the requests take the progress up to 1 − JOIN_SHARE and the joining the rest.
  const requestProgress: Progress | undefined =
    onProgress && split
      ? (fraction) => onProgress(fraction === null ? null : fraction * (1 - JOIN_SHARE))
      : onProgress;
  const parts: PdfPart[] = [];
  for (const [index, batch] of batches.entries()) {
    const file = await generateInvoicePdf(
      batch.map((invoice) => invoice.id),
      options.language,
      partProgress(requestProgress, index, batches.length),
    );
    parts.push({ batch, blob: file.blob, fileName: file.fileName });
  }
  const [first] = parts;
  if (!first) throw new RangeError('No invoices to download');
  if (!split) {
    const only = first.batch.length === 1 ? first.batch[0] : undefined;
    return {
      blob: first.blob,
      fileName: first.fileName ?? (only ? invoicePdfName(only.number) : INVOICES_ZIP_NAME),
    };
  }
  const blob = await joinedZip(parts, (fraction) => onProgress?.(1 - JOIN_SHARE + fraction * JOIN_SHARE));
  onProgress?.(1);
  return { blob, fileName: INVOICES_ZIP_NAME };
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
