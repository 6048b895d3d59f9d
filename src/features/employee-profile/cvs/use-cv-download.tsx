import { useCallback } from 'react';
import { downloadCv } from '@/api/cvs/cvs.api';
import type { Cv } from '@/api/cvs/cv.schemas';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';

// GET cv/{id} saved as a file, with progress; the name is the server's, else '<cv_name>.pdf', else
// 'CV.pdf' (SPEC §7). A failure shows SPEC §8's download message.
export function useCvDownload() {
  const { state, start, reset } = useDownload();
  const download = useCallback(
    (cv: Pick<Cv, 'id' | 'cv_name'>) =>
      start(`Downloading ${cv.cv_name}`, (onProgress) => downloadCv(cv, onProgress)),
    [start],
  );
  return { download, progress: <DownloadProgress state={state} onClose={reset} /> };
}
