import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { downloadTrafficCsv } from '@/api/traffic/traffic.api';
import type { TrafficFilters } from '@/api/traffic/traffic-list.query';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import type { TrafficGranularity } from '@/lib/traffic-periods';

// The table's rows as CSV (the server writes it, safe against formulas), with progress.
export function TrafficExportButton({
  from,
  to,
  filters,
  granularity,
}: {
  from: string;
  to: string;
  filters: TrafficFilters;
  granularity: TrafficGranularity;
}) {
  const { state, start, reset } = useDownload();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownload />}
        disabled={state.status === 'running'}
        onClick={() =>
          void start('Preparing traffic.csv', (onProgress) =>
            downloadTrafficCsv({ from, to, filters, granularity }, onProgress),
          )
        }
      >
        Export CSV
      </Button>
      <DownloadProgress state={state} onClose={reset} />
    </>
  );
}
