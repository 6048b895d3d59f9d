import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { DownloadState } from './use-download';

// The snackbar (Snackbar, Alert, a progress bar) loads with the first download, not with every screen
// that offers one.
const DownloadProgressSnackbar = dynamic(() =>
  import('./download-progress-snackbar').then((module) => module.DownloadProgressSnackbar),
);

// Shown while a file is prepared, then "Downloaded …"; nothing before the first download.
export function DownloadProgress({ state, onClose }: { state: DownloadState; onClose: () => void }) {
  // Once shown it stays mounted, so it closes with its transition.
  const [started, setStarted] = useState(false);
  if (!started && state.status !== 'idle') setStarted(true);
  return started || state.status !== 'idle' ? (
    <DownloadProgressSnackbar state={state} onClose={onClose} />
  ) : null;
}
