import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PdfViewerProps } from './pdf-viewer';

// A page's place while the PDF or the viewer's code loads.
export function PdfPagePlaceholder() {
  return (
    <Skeleton
      variant="rectangular"
      role="progressbar"
      aria-label="Loading the preview"
      sx={{ width: '100%', maxWidth: 800, height: 'auto', aspectRatio: '210 / 297', mx: 'auto' }}
    />
  );
}

export type LazyPdfViewerProps = PdfViewerProps & {
  // Said when the viewer's code cannot load (a dropped connection, an old browser): how else to read it.
  unavailable: string;
};

// pdf.js is heavy: it loads only when a preview is shown, and never on the server.
const Viewer = dynamic<LazyPdfViewerProps>(
  () =>
    import('./pdf-viewer').then(
      ({ PdfViewer }): ComponentType<LazyPdfViewerProps> =>
        function Loaded({ unavailable: _unavailable, ...props }) {
          return <PdfViewer {...props} />;
        },
      (): ComponentType<LazyPdfViewerProps> =>
        function Unavailable({ unavailable }) {
          return <Alert severity="warning">{unavailable}</Alert>;
        },
    ),
  { ssr: false, loading: PdfPagePlaceholder },
);

export function LazyPdfViewer(props: LazyPdfViewerProps) {
  return <Viewer {...props} />;
}
