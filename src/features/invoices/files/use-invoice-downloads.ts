import { useCallback } from 'react';
import {
  downloadInvoicePdfs,
  downloadInvoicesCsv,
  type InvoiceFileRef,
} from '@/api/invoices/invoice-files.api';
import { useDownload } from '@/components/download/use-download';
import type { BulkRun } from '@/lib/bulk-run';
import { idBatches, partFileName } from '@/lib/id-batches';

const partLabel = (label: string, part: number, parts: number) =>
  parts > 1 ? `${label} (part ${part} of ${parts})` : label;

const partName = (batch: readonly InvoiceFileRef[], part: number, parts: number) =>
  `Part ${part} of ${parts}: ${batch[0]?.number ?? ''} to ${batch.at(-1)?.number ?? ''}`;

// The invoices' PDFs and CSV through useDownload (progress, SPEC §8's failure text). More than 200
// invoices are asked for in parts, each its own download ("part 2 of 3", invoices-2.zip); a failed
// part does not stop the others and is given back, to be downloaded again under its own name.
export function useInvoiceDownloads() {
  const { state, start, reset } = useDownload();

  const downloadBatches = useCallback(
    async (
      batches: readonly InvoiceFileRef[][],
      parts: readonly number[],
      language: string,
      total: number,
    ): Promise<BulkRun> => {
      const run: BulkRun = { updated: [], skipped: [], failed: [] };
      for (const index of parts) {
        const batch = batches[index] ?? [];
        const ids = batch.map((invoice) => invoice.id);
        // useDownload has told of a failure; the error is kept for the result.
        const errors: unknown[] = [];
        const label = partLabel(
          total === 1 ? 'Preparing the PDF' : `Preparing ${total} PDFs`,
          index + 1,
          batches.length,
        );
        await start(label, async (onProgress) => {
          try {
            const [file] = await downloadInvoicePdfs(batch, { language, onProgress });
            if (!file) throw new RangeError('No file was made');
            return { blob: file.blob, fileName: partFileName(file.fileName, index + 1, batches.length) };
          } catch (error) {
            errors.push(error);
            throw error;
          }
        });
        if (errors.length === 0) run.updated.push(...ids);
        else run.failed.push({ ids, error: errors[0], label: partName(batch, index + 1, batches.length) });
      }
      return run;
    },
    [start],
  );

  // The run, and how to download again the parts holding the given ids (those that failed).
  const downloadPdfs = useCallback(
    async (invoices: readonly InvoiceFileRef[], language: string) => {
      const batches = idBatches(invoices);
      const run = await downloadBatches(batches, [...batches.keys()], language, invoices.length);
      const resend = (ids: number[]) => {
        const wanted = new Set(ids);
        const parts = [...batches.keys()].filter((index) =>
          batches[index]?.some((invoice) => wanted.has(invoice.id)),
        );
        return downloadBatches(batches, parts, language, invoices.length);
      };
      return { run, parts: batches.length, resend };
    },
    [downloadBatches],
  );

  const exportCsv = useCallback(
    (ids: readonly number[]) =>
      start(`Preparing the CSV of ${ids.length} ${ids.length === 1 ? 'invoice' : 'invoices'}`, (onProgress) =>
        downloadInvoicesCsv(ids, { onProgress }),
      ),
    [start],
  );

  return { state, reset, downloadPdfs, exportCsv };
}
