import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FILE_SIZE_BASE, formatFileSize, hasAllowedType, isFileTooLarge } from '@/lib/file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatting a file size', () => {
  it('is 1024-based', () => {
    expect(FILE_SIZE_BASE).toBe(1024);
    expect(formatFileSize(1536)).toBe('1.5 kB');
    expect(formatFileSize(MB)).toBe('1 MB');
  });

  it('shows sizes under 1 kB as a fraction of a kB', () => {
    expect(formatFileSize(512)).toBe('0.5 kB');
    expect(formatFileSize(0)).toBe('0 kB');
  });

  it('never shows a non-empty file as 0 kB', () => {
    expect(formatFileSize(1)).toBe('0.1 kB');
  });

  it('uses kB, MB, GB and TB with at most one decimal', () => {
    expect(formatFileSize(10 * KB)).toBe('10 kB');
    expect(formatFileSize(2.25 * MB)).toBe('2.3 MB');
    expect(formatFileSize(GB)).toBe('1 GB');
    expect(formatFileSize(3.5 * TB)).toBe('3.5 TB');
  });

  it('moves up a unit instead of showing 1024 of the smaller one', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
  });

  it('keeps huge sizes in TB', () => {
    expect(formatFileSize(5000 * TB)).toBe('5000 TB');
  });

  it('shows impossible sizes (negative, NaN) as 0 kB', () => {
    expect(formatFileSize(-5)).toBe('0 kB');
    expect(formatFileSize(Number.NaN)).toBe('0 kB');
  });

  it('is a number with at most one decimal and a known unit (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e18, noNaN: true }), (bytes) =>
        /^\d+(\.\d)? (kB|MB|GB|TB)$/.test(formatFileSize(bytes)),
      ),
    );
  });

  it('never shows 1024 or more of a unit below TB (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e18, noNaN: true }), (bytes) => {
        const [value = '', unit] = formatFileSize(bytes).split(' ');
        return unit === 'TB' || Number(value) < 1024;
      }),
    );
  });
});

describe('upload checks', () => {
  it('flag a file larger than the limit, but not one exactly at it', () => {
    expect(isFileTooLarge({ size: 5 * MB + 1 }, 5 * MB)).toBe(true);
    expect(isFileTooLarge({ size: 5 * MB }, 5 * MB)).toBe(false);
  });

  const pdf = { type: 'application/pdf', name: 'cv.PDF' };
  const png = { type: 'image/png', name: 'photo.png' };
  const docx = {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'Letter.DOCX',
  };

  it('accept an exact MIME type', () => {
    expect(hasAllowedType(pdf, ['application/pdf'])).toBe(true);
    expect(hasAllowedType(png, ['application/pdf'])).toBe(false);
  });

  it('accept a wildcard MIME type like image/*', () => {
    expect(hasAllowedType(png, ['image/*'])).toBe(true);
    expect(hasAllowedType(pdf, ['image/*'])).toBe(false);
  });

  it('accept a file extension, ignoring case', () => {
    expect(hasAllowedType(docx, ['.docx'])).toBe(true);
    expect(hasAllowedType({ type: '', name: 'notes.doc' }, ['.docx'])).toBe(false);
  });

  it('accept a file matching any entry', () => {
    expect(hasAllowedType(docx, ['application/pdf', '.docx'])).toBe(true);
  });

  it('ignore MIME parameters and letter case', () => {
    expect(hasAllowedType({ type: 'Text/Plain; charset=utf-8', name: 'a' }, ['text/plain'])).toBe(true);
  });

  it('accept anything when no types are listed, as an input without accept does', () => {
    expect(hasAllowedType(pdf, [])).toBe(true);
    expect(hasAllowedType(pdf, ['*/*'])).toBe(true);
  });
});
