import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { TextLayer, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { canvasSize, fitPageScale, MAX_PAGE_WIDTH, pdfErrorReason } from '@/lib/pdf-pages';
import { pageSurfaceSx } from './text-layer-styles';

type PageState = { status: 'drawing' } | { status: 'drawn' } | { status: 'failed'; reason: string };

export type PdfPageProps = {
  doc: PDFDocumentProxy;
  pageNumber: number;
  pageCount: number;
  width: number;
};

// One page: a canvas for the looks and pdf.js's text layer over it for selection, search and screen readers.
export function PdfPage({ doc, pageNumber, pageCount, width }: PdfPageProps) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PageState>({ status: 'drawing' });

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    let textLayer: TextLayer | undefined;

    const draw = async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: fitPageScale(page.getViewport({ scale: 1 }).width, width) });
      const size = canvasSize(viewport.width, viewport.height, window.devicePixelRatio);
      // Each drawing goes to fresh elements that replace the shown ones when complete: a resize never
      // flashes an empty page, and pdf.js never sees one canvas in two renders.
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      canvas.setAttribute('aria-hidden', 'true');
      const layer = document.createElement('div');
      layer.className = 'textLayer';
      renderTask = page.render({
        canvas,
        viewport,
        transform:
          size.outputScale === 1
            ? undefined
            : [size.width / viewport.width, 0, 0, size.height / viewport.height, 0, 0],
      });
      textLayer = new TextLayer({
        textContentSource: page.streamTextContent({ includeMarkedContent: true, disableNormalization: true }),
        container: layer,
        viewport,
      });
      await Promise.all([renderTask.promise, textLayer.render()]);
      if (cancelled) return;
      surface.style.width = `${Math.round(viewport.width)}px`;
      surface.style.height = `${Math.round(viewport.height)}px`;
      surface.style.setProperty('--total-scale-factor', String(viewport.scale * viewport.userUnit));
      surface.replaceChildren(canvas, layer);
      setState({ status: 'drawn' });
    };

    draw().catch((error: unknown) => {
      // Cancelled renders reject too; only a failure of the current drawing is news.
      if (!cancelled) setState({ status: 'failed', reason: pdfErrorReason(error) });
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [doc, pageNumber, width]);

  return (
    <Box role="group" aria-label={`Page ${pageNumber} of ${pageCount}`} sx={{ maxWidth: '100%' }}>
      {state.status === 'drawing' ? (
        <Skeleton
          variant="rectangular"
          sx={{
            width: Math.min(width, MAX_PAGE_WIDTH),
            maxWidth: '100%',
            height: 'auto',
            aspectRatio: '210 / 297',
          }}
        />
      ) : null}
      {state.status === 'failed' ? (
        <Alert severity="error">
          Page {pageNumber} could not be drawn. {state.reason}
        </Alert>
      ) : null}
      <Box ref={surfaceRef} hidden={state.status !== 'drawn'} sx={pageSurfaceSx} />
    </Box>
  );
}
