// The names invoice files are saved under when the server names none (SPEC §7, finance.md §1.3).
export const INVOICES_ZIP_NAME = 'invoices.zip';
export const INVOICES_CSV_NAME = 'invoices.csv';

// Characters file systems refuse, and control characters.
const UNSAFE = /[\\/:*?"<>|\x00-\x1F]+/g;

// One invoice's PDF: 'invoice-INV-2025-0042.pdf'.
export function invoicePdfName(number: string): string {
  const safe = number.replace(UNSAFE, '-').trim();
  return `invoice-${safe || 'invoice'}.pdf`;
}
