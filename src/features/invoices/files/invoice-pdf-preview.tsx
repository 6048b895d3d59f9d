import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useState, type ComponentType } from 'react';
import { DEFAULT_INVOICE_LANGUAGE, type InvoiceFileRef } from '@/api/invoices/invoice-files.api';
import { useInvoicePdf } from '@/api/invoices/invoice-files.queries';
import { ErrorState } from '@/components/feedback/error-state';
import type { PdfViewerProps } from '@/components/pdf-viewer/pdf-viewer';
import { InvoiceFileButtons } from './invoice-file-buttons';
import { PdfLanguageSelect } from './pdf-language-select';

const pagePlaceholder = () => (
  <Skeleton
    variant="rectangular"
    aria-label="Loading the preview"
    sx={{ width: '100%', height: 'auto', aspectRatio: '210 / 297' }}
  />
);

// When the viewer's code cannot load, the drawer says so and the download still works.
function ViewerUnavailable(_props: PdfViewerProps) {
  return <Alert severity="warning">The preview cannot be shown here. Download the PDF to read it.</Alert>;
}

// pdf.js is heavy: it loads only when an invoice's drawer shows its preview, never on the server.
const PdfViewer = dynamic<PdfViewerProps>(
  () =>
    import('@/components/pdf-viewer/pdf-viewer').then(
      (module): ComponentType<PdfViewerProps> => module.PdfViewer,
      (): ComponentType<PdfViewerProps> => ViewerUnavailable,
    ),
  { ssr: false, loading: pagePlaceholder },
);

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
        pagePlaceholder()
      ) : pdf.isError ? (
        <ErrorState message="The PDF could not be made for the preview." onRetry={() => void pdf.refetch()} />
      ) : (
        <PdfViewer data={pdf.data} title={`Invoice ${invoice.number}`} />
      )}
    </Box>
  );
}
