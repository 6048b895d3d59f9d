import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DEFAULT_INVOICE_LANGUAGE, type InvoiceFileRef } from '@/api/invoices/invoice-files.api';
import { DownloadProgress } from '@/components/download/download-progress';
import { BulkResultDialog } from '@/components/list/bulk-result-dialog';
import { useBulkResult } from '@/components/list/use-bulk-result';
import { PdfLanguageSelect } from './pdf-language-select';
import { useInvoiceDownloads } from './use-invoice-downloads';

export type InvoiceFileButtonsProps = {
  invoices: readonly InvoiceFileRef[];
  // The drawer chooses the language once for its preview and its download.
  language?: string;
};

// "Download PDF" (one → its PDF, several → invoices.zip) and "Export CSV" (invoices.csv) for the
// selection in the bulk bar or for one invoice in the drawer, with the PDF's language. When a
// download in parts loses a part, a result says which, to download that part again.
export function InvoiceFileButtons({ invoices, language: given }: InvoiceFileButtonsProps) {
  const [chosen, setChosen] = useState(DEFAULT_INVOICE_LANGUAGE);
  const language = given ?? chosen;
  const { state, reset, downloadPdfs, exportCsv } = useInvoiceDownloads();
  const results = useBulkResult();
  const busy = state.status === 'running';
  const disabled = busy || invoices.length === 0;
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));

  const downloadAll = async () => {
    const { run, parts, resend } = await downloadPdfs(invoices, language);
    // One part that fails is SPEC §8's message alone; in parts, the others were saved.
    if (parts > 1 && run.failed.length > 0) results.show('Download PDFs', run, resend);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {given === undefined ? <PdfLanguageSelect value={chosen} onChange={setChosen} /> : null}
      <Button disabled={disabled} onClick={() => void downloadAll()}>
        Download PDF
      </Button>
      <Button disabled={disabled} onClick={() => void exportCsv(invoices.map((invoice) => invoice.id))}>
        Export CSV
      </Button>
      <DownloadProgress state={state} onClose={reset} />
      {results.dialog ? (
        <BulkResultDialog {...results.dialog} labelOf={(id) => numbers.get(id) ?? `#${id}`} />
      ) : null}
    </Stack>
  );
}
