import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DEFAULT_INVOICE_LANGUAGE, type InvoiceFileRef } from '@/api/invoices/invoice-files.api';
import { DownloadProgress } from '@/components/download/download-progress';
import { PdfLanguageSelect } from './pdf-language-select';
import { useInvoiceDownloads } from './use-invoice-downloads';

export type InvoiceFileButtonsProps = {
  invoices: readonly InvoiceFileRef[];
  // The drawer chooses the language once for its preview and its download.
  language?: string;
};

// "Download PDF" (one → its PDF, several → one invoices.zip, however many) and "Export CSV"
// (invoices.csv) for the selection in the bulk bar or for one invoice in the drawer, with the PDF's
// language.
export function InvoiceFileButtons({ invoices, language: given }: InvoiceFileButtonsProps) {
  const [chosen, setChosen] = useState(DEFAULT_INVOICE_LANGUAGE);
  const language = given ?? chosen;
  const { state, reset, downloadPdfs, exportCsv } = useInvoiceDownloads();
  const busy = state.status === 'running';
  const disabled = busy || invoices.length === 0;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {given === undefined ? <PdfLanguageSelect value={chosen} onChange={setChosen} /> : null}
      <Button disabled={disabled} onClick={() => void downloadPdfs(invoices, language)}>
        Download PDF
      </Button>
      <Button disabled={disabled} onClick={() => void exportCsv(invoices.map((invoice) => invoice.id))}>
        Export CSV
      </Button>
      <DownloadProgress state={state} onClose={reset} />
    </Stack>
  );
}
