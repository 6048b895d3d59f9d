import { createElement } from 'react';
import type { PdfViewerProps } from '@/components/pdf-viewer/pdf-viewer';

// pdf.js needs a real browser (canvas, DOMMatrix); in jsdom the viewer shows what it was given, as a
// document named by its title. The end-to-end suite draws the real pages. Use it with
// vi.mock('@/components/pdf-viewer/pdf-viewer', () => import('<path>/support/pdf-viewer-stub')).
export function PdfViewer({ data, title }: PdfViewerProps) {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  return createElement(
    'div',
    { role: 'document', 'aria-label': title },
    `${bytes.byteLength} bytes starting ${new TextDecoder().decode(bytes.slice(0, 5))}`,
  );
}
