// CSV files people open in Excel, LibreOffice or Numbers: RFC 4180 quoting, CRLF line ends, a
// UTF-8 byte-order mark so Excel reads Georgian text right, numbers written as numbers.

export type CsvValue = string | number | null | undefined;

// A text cell that a spreadsheet would run as a formula (= + - @, a tab or carriage return, or
// their full-width forms) gets a leading apostrophe (OWASP's advice). A mitigation, not a
// guarantee: a spreadsheet may drop the apostrophe when the file is saved again.
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
