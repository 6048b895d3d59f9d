// Real invoice PDFs for the mocked API (pdf-lib, loaded on first use like the CV's): number, project,
// client, period, dates, a line per person (days, HH:MM, rate, amount), subtotal, VAT and total, with
// labels in English or Georgian. The standard PDF fonts draw WinAnsi only and the app ships no
// Georgian font to embed (no fontkit), so Georgian text is written in its Latin transliteration
// (national system) rather than as the '?' the CV's winAnsiText leaves.

import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { formatMoney } from '@/lib/money';
import { truncateToFit } from '@/lib/truncate';
import { winAnsiText } from './cv-pdf';

export type InvoiceLanguage = 'en' | 'ka';

type Labels = {
  invoice: string;
  project: string;
  client: string;
  period: string;
  issued: string;
  due: string;
  person: string;
  days: string;
  hours: string;
  rate: string;
  amount: string;
  subtotal: string;
  vat: string;
  total: string;
  notes: string;
};

export const INVOICE_LABELS: Record<InvoiceLanguage, Labels> = {
  en: {
    invoice: 'Invoice',
    project: 'Project',
    client: 'Client',
    period: 'Service period',
    issued: 'Issue date',
    due: 'Due date',
    person: 'Person',
    days: 'Days',
    hours: 'Hours',
    rate: 'Rate',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vat: 'VAT',
    total: 'Total',
    notes: 'Notes',
  },
  ka: {
    invoice: 'ინვოისი',
    project: 'პროექტი',
    client: 'კლიენტი',
    period: 'მომსახურების პერიოდი',
    issued: 'გაცემის თარიღი',
    due: 'გადახდის ვადა',
    person: 'თანამშრომელი',
    days: 'დღეები',
    hours: 'საათები',
    rate: 'განაკვეთი',
    amount: 'თანხა',
    subtotal: 'ჯამი',
    vat: 'დღგ',
    total: 'სულ',
    notes: 'შენიშვნები',
  },
};

// Georgian (Mkhedruli) in Latin letters, the national transliteration system of 2002.
// prettier-ignore
const GEORGIAN_LATIN: Record<string, string> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: "k'", ლ: 'l',
  მ: 'm', ნ: 'n', ო: 'o', პ: "p'", ჟ: 'zh', რ: 'r', ს: 's', ტ: "t'", უ: 'u', ფ: 'p', ქ: 'k',
  ღ: 'gh', ყ: "q'", შ: 'sh', ჩ: 'ch', ც: 'ts', ძ: 'dz', წ: "ts'", ჭ: "ch'", ხ: 'kh', ჯ: 'j', ჰ: 'h',
};

// Text the standard fonts can draw: Georgian transliterated, accents dropped, anything else '?'.
export function pdfText(text: string): string {
  return winAnsiText(text.replace(/[\u10D0-\u10F0]/g, (letter) => GEORGIAN_LATIN[letter] ?? letter));
}

export const isInvoiceLanguage = (value: string): value is InvoiceLanguage =>
  value === 'en' || value === 'ka';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
// Column right edges (amount columns align right) and the person column's width.
const COLUMNS = { days: 300, hours: 365, rate: 445, amount: 545 } as const;

export async function renderInvoicePdf(
  invoice: Invoice,
  options: { language: InvoiceLanguage; organization: string; createdAt: Date },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const labels = INVOICE_LABELS[options.language];
  const label = (key: keyof Labels) => pdfText(labels[key]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfText(`${labels.invoice} ${invoice.number}`));
  pdf.setAuthor(pdfText(options.organization));
  pdf.setSubject(pdfText(`${invoice.project.title} ${invoice.period_from} - ${invoice.period_to}`));
  pdf.setKeywords([invoice.number, invoice.currency, formatMoney(invoice.total)]);
  pdf.setLanguage(options.language);
  pdf.setCreator('Staff Portal (mocked API)');
  pdf.setProducer('pdf-lib');
  // Fixed dates: the same invoice gives the same bytes.
  pdf.setCreationDate(options.createdAt);
  pdf.setModificationDate(options.createdAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.13, 0.16);
  const muted = rgb(0.38, 0.4, 0.45);
  const accent = rgb(0.08, 0.4, 0.75);
  const [width, height] = A4;
  let page: PDFPage = pdf.addPage(A4);
  let y = height - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont = regular, color = ink) =>
    page.drawText(pdfText(value), { x, y, size, font, color });
  const right = (value: string, edge: number, size: number, font: PDFFont = regular, color = ink) => {
    const shown = pdfText(value);
    page.drawText(shown, { x: edge - font.widthOfTextAtSize(shown, size), y, size, font, color });
  };
  // One line cut to `room` points, with '...' when it had to be cut (SPEC §9, the shared truncate).
  const clipped = (value: string, room: number, size: number) =>
    truncateToFit(pdfText(value), (shown) => regular.widthOfTextAtSize(shown, size) <= room);
  const rule = () =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.6, color: muted });
  const tableHeader = () => {
    text(labels.person, MARGIN, 10, bold, muted);
    right(labels.days, COLUMNS.days, 10, bold, muted);
    right(labels.hours, COLUMNS.hours, 10, bold, muted);
    right(labels.rate, COLUMNS.rate, 10, bold, muted);
    right(labels.amount, COLUMNS.amount, 10, bold, muted);
    y -= 8;
    rule();
    y -= 16;
  };

  text(options.organization, MARGIN, 11, bold, accent);
  y -= 34;
  text(`${label('invoice')} ${invoice.number}`, MARGIN, 24, bold);
  y -= 34;
  const fields: [keyof Labels, string][] = [
    ['project', invoice.project.title],
    ['client', invoice.client ?? '-'],
    ['period', `${invoice.period_from} - ${invoice.period_to}`],
    ['issued', invoice.issue_date],
    ['due', invoice.due_date],
  ];
  for (const [key, value] of fields) {
    text(labels[key], MARGIN, 10, bold, muted);
    text(value, MARGIN + 150, 11);
    y -= 18;
  }
  y -= 16;
  tableHeader();
  for (const line of invoice.lines) {
    if (y < MARGIN + 120) {
      page = pdf.addPage(A4);
      y = height - MARGIN;
      tableHeader();
    }
    text(clipped(line.user?.name ?? line.description, COLUMNS.days - MARGIN - 40, 10), MARGIN, 10);
    right(String(line.days), COLUMNS.days, 10);
    right(line.hours, COLUMNS.hours, 10);
    right(formatMoney(line.rate), COLUMNS.rate, 10);
    right(formatMoney(line.amount), COLUMNS.amount, 10);
    y -= 18;
  }
  rule();
  y -= 20;
  const vatLabel = invoice.vat ? `${labels.vat} ${invoice.vat.percentage}%` : labels.vat;
  const totals: [string, string, PDFFont][] = [
    [labels.subtotal, formatMoney(invoice.subtotal, invoice.currency), regular],
    [vatLabel, formatMoney(invoice.vat_amount, invoice.currency), regular],
    [labels.total, formatMoney(invoice.total, invoice.currency), bold],
  ];
  for (const [name, amount, font] of totals) {
    right(name, COLUMNS.rate, 11, font);
    right(amount, COLUMNS.amount, 11, font);
    y -= 18;
  }
  if (invoice.notes) {
    y -= 16;
    text(labels.notes, MARGIN, 10, bold, muted);
    y -= 16;
    text(clipped(invoice.notes, width - 2 * MARGIN, 10), MARGIN, 10);
  }
  return pdf.save();
}
