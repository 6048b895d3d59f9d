import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DEFAULT_INVOICE_LANGUAGE, type InvoiceFileRef } from '@/api/invoices/invoice-files.api';
import { useInvoicePdf } from '@/api/invoices/invoice-files.queries';
import { ErrorState } from '@/components/feedback/error-state';
import { LazyPdfViewer, PdfPagePlaceholder } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { InvoiceFileButtons } from './invoice-file-buttons';
import { PdfLanguageSelect } from './pdf-language-select';

// The drawer's PDF section: the invoice as its PDF in the chosen language (en by default), with
// Download PDF and Export CSV for this one invoice.
export function InvoicePdfPreview({ invoice }: { invoice: InvoiceFileRef }) {
  const [language, setLanguage] = useState(DEFAULT_INVOICE_LANGUAGE);
  const pdf = useInvoicePdf(invoice.id, language);
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h3" id={titleId} gutterBottom>
        PDF
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PdfLanguageSelect value={language} onChange={setLanguage} />
        <InvoiceFileButtons invoices={[invoice]} language={language} />
      </Stack>
      {pdf.isPending ? (
        <PdfPagePlaceholder />
      ) : pdf.isError ? (
        <ErrorState message="The PDF could not be made for the preview." onRetry={() => void pdf.refetch()} />
      ) : (
        <LazyPdfViewer
          data={pdf.data}
          title={`Invoice ${invoice.number}`}
          unavailable="The preview cannot be shown here. Download the PDF to read it."
        />
      )}
    </Box>
  );
}
