import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  canvasSize,
  copyPdfData,
  fitPageScale,
  MAX_CANVAS_PIXELS,
  MAX_PAGE_WIDTH,
  MAX_PIXEL_RATIO,
  MIN_PAGE_WIDTH,
  pdfErrorReason,
} from '@/lib/pdf-pages';

const A4_WIDTH = 595.28;

describe('fitting a page to its container', () => {
  it('fills a narrow container', () => {
    expect(A4_WIDTH * fitPageScale(A4_WIDTH, 500)).toBeCloseTo(500);
  });

  it('stops at the maximum width in a wide container', () => {
    expect(A4_WIDTH * fitPageScale(A4_WIDTH, 1400)).toBeCloseTo(MAX_PAGE_WIDTH);
    expect(A4_WIDTH * fitPageScale(A4_WIDTH, 1400, 600)).toBeCloseTo(600);
  });

  it('keeps a minimum width in a tiny container, which then scrolls', () => {
    expect(A4_WIDTH * fitPageScale(A4_WIDTH, 100)).toBeCloseTo(MIN_PAGE_WIDTH);
  });

  it('draws at whole CSS pixels', () => {
    expect(A4_WIDTH * fitPageScale(A4_WIDTH, 523.7)).toBeCloseTo(523);
  });

  it('falls back to scale 1 for a page without width', () => {
    expect(fitPageScale(0, 500)).toBe(1);
  });

  it('always gives a width within the bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (pageWidth, containerWidth) => {
          const width = pageWidth * fitPageScale(pageWidth, containerWidth);
          expect(width).toBeLessThanOrEqual(MAX_PAGE_WIDTH + 1e-6);
          expect(width).toBeGreaterThanOrEqual(MIN_PAGE_WIDTH - 1e-6);
        },
      ),
    );
  });
});

describe('sizing the canvas backing store', () => {
  it('matches the CSS size on a standard screen', () => {
    expect(canvasSize(800, 1131.4, 1)).toEqual({ width: 800, height: 1131, outputScale: 1 });
  });

  it('uses device pixels on a high-density screen', () => {
    expect(canvasSize(800, 1131, 2)).toEqual({ width: 1600, height: 2262, outputScale: 2 });
  });

  it('caps the pixel ratio', () => {
    expect(canvasSize(400, 565, 4).outputScale).toBe(MAX_PIXEL_RATIO);
  });

  it('stays under the canvas size browsers accept', () => {
    const size = canvasSize(3000, 4000, 3);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(size.outputScale).toBeLessThan(2);
  });

  it('treats a missing or odd pixel ratio as 1', () => {
    expect(canvasSize(800, 1131, 0).outputScale).toBe(1);
    expect(canvasSize(800, 1131, Number.NaN).outputScale).toBe(1);
  });
});

describe('handing the bytes to pdf.js', () => {
  it('copies a Uint8Array, so transferring the copy leaves the original intact', () => {
    const original = new Uint8Array([37, 80, 68, 70]);
    const copy = copyPdfData(original);
    structuredClone(copy.buffer, { transfer: [copy.buffer] });
    expect(copy.byteLength).toBe(0);
    expect([...original]).toEqual([37, 80, 68, 70]);
  });

  it('copies only the window of a view', () => {
    const buffer = new Uint8Array([1, 2, 37, 80, 68, 70, 9]).buffer;
    expect([...copyPdfData(new Uint8Array(buffer, 2, 4))]).toEqual([37, 80, 68, 70]);
  });

  it('copies an ArrayBuffer', () => {
    const original = new Uint8Array([37, 80, 68, 70]).buffer;
    const copy = copyPdfData(original);
    expect(copy.buffer).not.toBe(original);
    structuredClone(copy.buffer, { transfer: [copy.buffer] });
    expect(original.byteLength).toBe(4);
  });
});

describe('explaining why a PDF cannot be shown', () => {
  it('names the pdf.js exceptions, which arrive from the worker as plain objects', () => {
    expect(pdfErrorReason({ name: 'InvalidPDFException', message: 'Invalid PDF structure.' })).toBe(
      'The file is damaged or is not a PDF.',
    );
    expect(pdfErrorReason({ name: 'PasswordException', message: 'No password given', code: 1 })).toBe(
      'The file is protected by a password.',
    );
    expect(pdfErrorReason({ name: 'MissingPDFException', message: 'Missing PDF' })).toBe(
      'The file could not be read.',
    );
  });

  it('passes on the message of any other error', () => {
    expect(pdfErrorReason(new Error('The PDF reader could not start.'))).toBe(
      'The PDF reader could not start.',
    );
  });

  it('has a fallback for errors without a message', () => {
    expect(pdfErrorReason(undefined)).toBe('An unexpected error occurred while reading the file.');
    expect(pdfErrorReason(new Error(''))).toBe('An unexpected error occurred while reading the file.');
    expect(pdfErrorReason('boom')).toBe('An unexpected error occurred while reading the file.');
  });
});
