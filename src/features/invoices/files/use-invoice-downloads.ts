import { useCallback } from 'react';
import {
  downloadInvoicePdfs,
  downloadInvoicesCsv,
  type InvoiceFileRef,
} from '@/api/invoices/invoice-files.api';
import { useDownload } from '@/components/download/use-download';
import { idBatches, partFileName } from '@/lib/id-batches';

const partLabel = (label: string, part: number, parts: number) =>
  parts > 1 ? `${label} (part ${part} of ${parts})` : label;

// The invoices' PDFs and CSV through useDownload (progress, SPEC §8's failure text). More than 200
// invoices are asked for in parts, each its own download ("part 2 of 3", invoices-2.zip); a failed
// part stops the rest.
export function useInvoiceDownloads() {
  const { state, start, reset } = useDownload();

  const downloadPdfs = useCallback(
    async (invoices: readonly InvoiceFileRef[], language: string) => {
      const batches = idBatches(invoices);
      for (const [index, batch] of batches.entries()) {
        let failed = false;
        const label = partLabel(
          invoices.length === 1 ? 'Preparing the PDF' : `Preparing ${invoices.length} PDFs`,
          index + 1,
          batches.length,
        );
        await start(label, async (onProgress) => {
          try {
            const [file] = await downloadInvoicePdfs(batch, { language, onProgress });
            if (!file) throw new RangeError('No file was made');
            return { blob: file.blob, fileName: partFileName(file.fileName, index + 1, batches.length) };
          } catch (error) {
            failed = true;
            throw error;
          }
        });
        if (failed) return;
      }
    },
    [start],
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
