import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  getDocument,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
} from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { copyPdfData, MAX_PAGE_WIDTH, pdfErrorReason } from '@/lib/pdf-pages';
import { PdfPage } from './pdf-page';
import { sharedPdfWorker } from './pdf-worker';
import { useContainerWidth } from './use-container-width';

// pdf.js weighs several hundred kB: load this module with next/dynamic (ssr: false), never statically.

export type PdfViewerProps = {
  data: ArrayBuffer | Uint8Array;
  title: string;
};

type DocumentState =
  { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'failed'; reason: string };

const LOADING: DocumentState = { status: 'loading' };

// TextLayer measures text on canvases it appends to <body>; as in pdf.js's own stylesheet, they take no room.
const hiddenCanvasStyles = {
  '.hiddenCanvasElement': { position: 'absolute', top: 0, left: 0, width: 0, height: 0, display: 'none' },
} as const;

export function PdfViewer({ data, title }: PdfViewerProps) {
  // The outcome is kept with the data it belongs to, so new data shows as loading at once.
  const [loaded, setLoaded] = useState<{ data: PdfViewerProps['data']; state: DocumentState } | null>(null);
  const state = loaded?.data === data ? loaded.state : LOADING;
  const [containerRef, width] = useContainerWidth<HTMLDivElement>();

  useEffect(() => {
    let cancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    const settle = (next: DocumentState) => {
      if (!cancelled) setLoaded({ data, state: next });
    };
    const load = async () => {
      const { worker, failed } = sharedPdfWorker();
      task = getDocument({
        data: copyPdfData(data),
        worker,
        // The CSP allows no eval in production; pdf.js would otherwise compile PDF functions with it.
        isEvalSupported: false,
        verbosity: VerbosityLevel.ERRORS,
      });
      return Promise.race([task.promise, failed]);
    };
    load().then(
      (doc) => settle({ status: 'ready', doc }),
      (error: unknown) => settle({ status: 'failed', reason: pdfErrorReason(error) }),
    );
    return () => {
      cancelled = true;
      // Destroying the task frees the document and its worker-side state; the shared worker stays.
      void task?.destroy().catch(() => undefined);
      // Drops TextLayer's measuring canvases and caches; it does nothing while another viewer is drawing.
      TextLayer.cleanup();
    };
  }, [data]);

  const placeholder = (
    <Skeleton
      variant="rectangular"
      sx={{ width: '100%', maxWidth: MAX_PAGE_WIDTH, height: 'auto', aspectRatio: '210 / 297', mx: 'auto' }}
    />
  );

  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={`${title} preview`}
      aria-busy={state.status === 'loading'}
      sx={{ width: '100%', overflowX: 'auto' }}
    >
      <GlobalStyles styles={hiddenCanvasStyles} />
      {state.status === 'loading' ? placeholder : null}
      {state.status === 'failed' ? (
        <Alert severity="error">
          <AlertTitle>This PDF could not be shown</AlertTitle>
          {state.reason}
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        width === null ? (
          placeholder
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 1 }}>
            {Array.from({ length: state.doc.numPages }, (_, index) => (
              <PdfPage
                key={index}
                doc={state.doc}
                pageNumber={index + 1}
                pageCount={state.doc.numPages}
                width={width}
              />
            ))}
          </Stack>
        )
      ) : null}
    </Box>
  );
}
