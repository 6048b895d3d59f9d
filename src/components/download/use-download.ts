import { useCallback, useState } from 'react';
import { handleError } from '@/api/error-policy';
import { saveBlob } from './save-blob';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; label: string; progress: number | null }
  | { status: 'done'; fileName: string };

type DownloadTask = (
  onProgress: (fraction: number | null) => void,
) => Promise<{ blob: Blob; fileName: string }>;

// Runs a file download with progress; a failure shows SPEC §8's download message.
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const start = useCallback(async (label: string, task: DownloadTask) => {
    setState({ status: 'running', label, progress: null });
    try {
      const { blob, fileName } = await task((progress) => setState({ status: 'running', label, progress }));
      saveBlob(blob, fileName);
      setState({ status: 'done', fileName });
    } catch (error) {
      setState({ status: 'idle' });
      handleError(error, 'download');
    }
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}
