// Rules of the in-page PDF preview that need no canvas: page sizing, the data hand-over, error wording.

// A page wider than this reads no better and costs a bigger canvas.
export const MAX_PAGE_WIDTH = 800;
// Below this a page is unreadable anyway; narrower containers scroll.
export const MIN_PAGE_WIDTH = 240;
// Safari and iOS refuse canvases above 16 Mpx; beyond 3 device pixels per CSS pixel nothing looks sharper.
export const MAX_CANVAS_PIXELS = 16_777_216;
export const MAX_PIXEL_RATIO = 3;

// The CSS scale at which a page `pageWidth` points wide fills the container, within the bounds above.
export function fitPageScale(pageWidth: number, containerWidth: number, maxWidth = MAX_PAGE_WIDTH): number {
  if (!(pageWidth > 0)) return 1;
  const target = Math.min(Math.max(containerWidth, MIN_PAGE_WIDTH), maxWidth);
  return Math.floor(target) / pageWidth;
}

export type CanvasSize = { width: number; height: number; outputScale: number };

// Backing store of a canvas shown at cssWidth × cssHeight: device pixels for sharp text, within the caps.
export function canvasSize(cssWidth: number, cssHeight: number, pixelRatio: number): CanvasSize {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  let outputScale = Math.min(ratio, MAX_PIXEL_RATIO);
  const area = cssWidth * cssHeight;
  if (area > 0 && area * outputScale ** 2 > MAX_CANVAS_PIXELS) {
    outputScale = Math.sqrt(MAX_CANVAS_PIXELS / area);
  }
  return {
    width: Math.max(1, Math.floor(cssWidth * outputScale)),
    height: Math.max(1, Math.floor(cssHeight * outputScale)),
    outputScale,
  };
}

// pdf.js transfers the buffer to its worker, which detaches it: the caller's bytes must stay usable.
export function copyPdfData(data: ArrayBuffer | Uint8Array): Uint8Array {
  return ArrayBuffer.isView(data) ? data.slice() : new Uint8Array(data.slice(0));
}

function errorField(error: unknown, field: 'name' | 'message'): string {
  if (typeof error !== 'object' || error === null) return '';
  const value: unknown = Reflect.get(error, field);
  return typeof value === 'string' ? value.trim() : '';
}

// pdf.js rejects with its own exception classes; their `name` survives the worker boundary, the class does not.
export function pdfErrorReason(error: unknown): string {
  switch (errorField(error, 'name')) {
    case 'PasswordException':
      return 'The file is protected by a password.';
    case 'InvalidPDFException':
      return 'The file is damaged or is not a PDF.';
    case 'MissingPDFException':
    case 'ResponseException':
      return 'The file could not be read.';
    default:
      return errorField(error, 'message') || 'An unexpected error occurred while reading the file.';
  }
}
