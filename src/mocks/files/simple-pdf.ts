import { winAnsiText } from './cv-pdf';

// A one-page PDF with a title and a few lines: what a seeded attachment (certificate, award letter)
// holds, since the seed stores no bytes. Real, so it opens in a PDF reader.
export async function renderSimplePdf(
  title: string,
  lines: readonly string[],
  date: Date,
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(title));
  pdf.setCreator('Staff Portal (mocked API)');
  // Fixed dates: the same file gives the same bytes.
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(winAnsiText(title), { x: 56, y: 760, size: 22, font: bold, color: rgb(0.08, 0.4, 0.75) });
  lines.forEach((line, index) =>
    page.drawText(winAnsiText(line), { x: 56, y: 720 - index * 22, size: 12, font: regular }),
  );
  return pdf.save({ useObjectStreams: false });
}
