import { useCallback } from 'react';
import {
  downloadInvoicePdfs,
  downloadInvoicesCsv,
  type InvoiceFileRef,
} from '@/api/invoices/invoice-files.api';
import { useDownload } from '@/components/download/use-download';

// The invoices' PDFs and CSV through useDownload (progress, SPEC §8's failure text). Whatever the
// count, the person gets one file: one invoice's PDF, else one invoices.zip — more than 200 invoices
// are asked for in parts and joined into it — and one invoices.csv. A part that fails fails the
// download (nothing half is saved); asking again starts it over.
export function useInvoiceDownloads() {
  const { state, start, reset } = useDownload();

  const downloadPdfs = useCallback(
    (invoices: readonly InvoiceFileRef[], language: string) =>
      start(invoices.length === 1 ? 'Preparing the PDF' : `Preparing ${invoices.length} PDFs`, (onProgress) =>
        downloadInvoicePdfs(invoices, { language, onProgress }),
      ),
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
