import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import {
  CANDIDATES_CSV_NAME,
  downloadCandidatesCsv,
  type CandidateExport,
} from '@/api/recruitment/recruitment.api';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';

// The filtered list as CSV in the list's order (the server writes it, safe against formulas), with
// progress.
export function RejectedExportButton({ filters, sort }: CandidateExport) {
  const { state, start, reset } = useDownload();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={state.status === 'running'}
        onClick={() =>
          void start(`Preparing ${CANDIDATES_CSV_NAME}`, () => downloadCandidatesCsv({ filters, sort }))
        }
      >
        Export CSV
      </Button>
      <DownloadProgress state={state} onClose={reset} />
    </>
  );
}
