// Real CV files for the mocked API: A4 PDFs (pdf-lib) laid out from a CvDocument, over as many pages
// as the content needs, and a ZIP of several (jszip). GET generate-cv draws a person's basics and skills;
// GET cv/{id} draws a CV's summary and the profile sections it includes. Both libraries load on first
// use, so the mock's bundle does not carry them until a CV is asked for. Works in the browser
// (worker-served app) and in Node (tests, Playwright).

import type { PDFFont, PDFPage } from 'pdf-lib';
import { truncateToFit } from '@/lib/truncate';
import { uniqueSafeFileNames } from './safe-file-name';

export type CvPerson = {
  name: string;
  title: string | null;
  email: string;
  position: string | null;
  department: string | null;
  seniority: string | null;
  skills: readonly { name: string; level: number }[];
  organization: string;
};

export const SKILL_LEVELS = ['Aware', 'Novice', 'Intermediate', 'Advanced', 'Expert'] as const;

// One item of a section: a bold title with a note on the right (dates, a level), a muted line under
// it, a wrapped paragraph, and optionally dots for a level out of `max`.
export type CvEntry = {
  title: string;
  aside?: string | null;
  subtitle?: string | null;
  text?: string | null;
  dots?: { value: number; max: number } | null;
};

export type CvBlock = { heading: string; entries: readonly CvEntry[]; empty?: string };

export type CvDocument = {
  // The PDF's own title (what readers show in their title bar).
  title: string;
  name: string;
  headline: string | null;
  organization: string;
  subject?: string;
  keywords?: readonly string[];
  fields?: readonly { label: string; value: string | null }[];
  summary?: string | null;
  blocks: readonly CvBlock[];
};

// The standard fonts speak WinAnsi only: accents are dropped ('Niš' → 'Nis'), anything else becomes '?'.
export function winAnsiText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

// File names of the downloads: the person's name, without characters file systems refuse.
export function cvFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\x00-\x1F]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Employee'} CV.pdf`;
}

// Words that fit `width` at `size`, line by line; a word wider than a line is cut where it must be.
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of winAnsiText(paragraph).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  // Blank paragraphs in the middle stay as spacing; trailing ones are dropped.
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BAND = 150;
const FOOTER = 36;

export async function renderCvDocument(document: CvDocument, createdAt: Date): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(document.title));
  pdf.setAuthor(winAnsiText(document.organization));
  pdf.setSubject(winAnsiText(document.subject ?? 'Curriculum vitae'));
  if (document.keywords) pdf.setKeywords(document.keywords.map(winAnsiText));
  pdf.setCreator('Staff Portal (mocked API)');
  pdf.setProducer('pdf-lib');
  // Fixed dates: the same content gives the same bytes.
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  const [width, height] = A4;
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.13, 0.16);
  const muted = rgb(0.38, 0.4, 0.45);
  const accent = rgb(0.08, 0.4, 0.75);
  const faint = rgb(0.85, 0.87, 0.9);
  const textWidth = width - 2 * MARGIN;
  const bottom = MARGIN + FOOTER;

  let page: PDFPage = pdf.addPage(A4);
  let y = 0;

  page.drawRectangle({ x: 0, y: height - BAND, width, height: BAND, color: accent });
  page.drawText(winAnsiText(document.name), {
    x: MARGIN,
    y: height - 80,
    size: 28,
    font: bold,
    color: rgb(1, 1, 1),
  });
  if (document.headline) {
    page.drawText(winAnsiText(document.headline), {
      x: MARGIN,
      y: height - 112,
      size: 14,
      font: regular,
      color: rgb(0.9, 0.94, 1),
    });
  }
  y = height - BAND - 50;

  // Later pages repeat the name small, so a loose page still says whose CV it is.
  const newPage = () => {
    page = pdf.addPage(A4);
    page.drawText(winAnsiText(`${document.name} - ${document.title}`), {
      x: MARGIN,
      y: height - MARGIN + 10,
      size: 9,
      font: regular,
      color: muted,
    });
    page.drawLine({
      start: { x: MARGIN, y: height - MARGIN },
      end: { x: width - MARGIN, y: height - MARGIN },
      thickness: 0.5,
      color: faint,
    });
    y = height - MARGIN - 30;
  };
  // Room for `needed` points below the cursor, or a fresh page.
  const ensure = (needed: number) => {
    if (y - needed < bottom) newPage();
  };
  const line = (text: string, x: number, size: number, font: PDFFont, color = ink) => {
    page.drawText(text, { x, y, size, font, color });
  };
  const paragraph = (text: string, size: number, font: PDFFont, color = ink, indent = 0) => {
    const leading = size * 1.4;
    for (const row of wrapText(text, textWidth - indent, (part) => font.widthOfTextAtSize(part, size))) {
      ensure(leading);
      if (row) line(row, MARGIN + indent, size, font, color);
      y -= leading;
    }
  };
  // One line cut to `room` points, with '...' when it had to be cut (SPEC §9, the shared truncate).
  const clipped = (text: string, room: number, font: PDFFont, size: number) =>
    truncateToFit(winAnsiText(text), (shown) => font.widthOfTextAtSize(shown, size) <= room);
  const heading = (text: string) => {
    // A heading never sits alone at the foot of a page: room for it and a first entry.
    ensure(80);
    line(winAnsiText(text.toUpperCase()), MARGIN, 11, bold, accent);
    y -= 8;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.8, color: accent });
    y -= 22;
  };

  for (const { label, value } of document.fields ?? []) {
    ensure(28);
    line(label.toUpperCase(), MARGIN, 9, bold, muted);
    line(winAnsiText(value ?? '-'), MARGIN + 120, 12, regular);
    y -= 28;
  }
  if (document.fields?.length) y -= 16;

  if (document.summary?.trim()) {
    heading('Summary');
    paragraph(document.summary, 11, regular);
    y -= 18;
  }

  for (const block of document.blocks) {
    heading(block.heading);
    if (block.entries.length === 0) {
      line(winAnsiText(block.empty ?? 'Nothing recorded yet.'), MARGIN, 12, regular, muted);
      y -= 22;
    }
    for (const entry of block.entries) {
      if (entry.dots) {
        // A one-line row: name, level word, dots filled up to the level.
        ensure(22);
        line(clipped(entry.title, 210, regular, 12), MARGIN, 12, regular);
        if (entry.aside) line(clipped(entry.aside, 110, regular, 12), MARGIN + 220, 12, regular, muted);
        for (let dot = 0; dot < entry.dots.max; dot += 1) {
          page.drawCircle({
            x: MARGIN + 340 + dot * 14,
            y: y + 4,
            size: 4,
            color: dot < entry.dots.value ? accent : faint,
          });
        }
        y -= 22;
        continue;
      }
      ensure(40);
      // The title wraps short of the note on its right, so the two never overlap.
      const aside = entry.aside ? winAnsiText(entry.aside) : '';
      const asideWidth = aside ? regular.widthOfTextAtSize(aside, 10) + 12 : 0;
      const titleLines = wrapText(entry.title, textWidth - asideWidth, (part) =>
        bold.widthOfTextAtSize(part, 12),
      );
      if (titleLines.length === 0) titleLines.push('');
      titleLines.forEach((row, index) => {
        if (index > 0) ensure(16);
        line(row, MARGIN, 12, bold);
        if (index === 0 && aside) line(aside, width - MARGIN - asideWidth + 12, 10, regular, muted);
        y -= 16;
      });
      if (entry.subtitle) paragraph(entry.subtitle, 10, regular, muted);
      if (entry.text) {
        y -= 2;
        paragraph(entry.text, 10.5, regular);
      }
      y -= 10;
    }
    y -= 12;
  }

  const pages = pdf.getPages();
  const footer = winAnsiText(`${document.organization} - generated by the Staff Portal`);
  pages.forEach((each, index) => {
    each.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 9, font: regular, color: muted });
    if (pages.length > 1) {
      const number = `Page ${index + 1} of ${pages.length}`;
      each.drawText(number, {
        x: width - MARGIN - regular.widthOfTextAtSize(number, 9),
        y: MARGIN - 20,
        size: 9,
        font: regular,
        color: muted,
      });
    }
  });
  return pdf.save();
}

// GET generate-cv's PDF: the person's basics and skills.
export function renderCvPdf(person: CvPerson, createdAt: Date): Promise<Uint8Array> {
  return renderCvDocument(
    {
      title: `${person.name} CV`,
      name: person.name,
      headline: person.title ?? person.position ?? '',
      organization: person.organization,
      fields: [
        { label: 'Position', value: person.position },
        { label: 'Department', value: person.department },
        { label: 'Seniority', value: person.seniority },
        { label: 'E-mail', value: person.email },
      ],
      blocks: [
        {
          heading: 'Skills',
          empty: 'No skills recorded yet.',
          entries: person.skills.map((skill) => ({
            title: skill.name,
            aside: SKILL_LEVELS[skill.level - 1] ?? '',
            dots: { value: skill.level, max: SKILL_LEVELS.length },
          })),
        },
      ],
    },
    createdAt,
  );
}

// One ZIP of the given files, each under its safe base name (src/mocks/files/safe-file-name.ts); a name used
// twice gets ' (2)', ' (3)'… before its extension.
export async function zipFiles(
  files: readonly { name: string; bytes: Uint8Array }[],
  createdAt: Date,
): Promise<Uint8Array> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  // Entry names are base names only (an uploaded name may be '../../x.pdf'), made unique.
  const names = uniqueSafeFileNames(files.map((file) => file.name));
  files.forEach((file, index) => {
    zip.file(names[index] ?? `file-${index + 1}`, file.bytes, { date: createdAt, binary: true });
  });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
