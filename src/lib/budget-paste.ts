import { toCents } from './cents';

// A range pasted from a spreadsheet: tab-separated cells, one line a row. Amounts come as the sheet
// wrote them ("1 234,50", "1,234.50", "€ 1.234,50", "-1'234.50"); a cell that is not an amount gets a
// message and nothing of the paste is applied.

export type AmountParse = { cents: number } | { error: string };

const CURRENCY_TEXT = /(?<![a-z])(?:GEL|USD|EUR|GBP)(?![a-z])/gi;

// The decimal separator is the last of ',' and '.' when both appear; a lone one followed by exactly
// three digits groups thousands ("1,234", "1.234"), otherwise it is the decimal point ("12,5").
export function parseAmount(text: string): AmountParse {
  let plain = text
    .replace(CURRENCY_TEXT, '')
    .replace(/[\s\p{Sc}'’]/gu, '')
    .replace(/^\((.*)\)$/, '-$1');
  if (plain === '') return { error: 'Enter an amount.' };
  const negative = /^[-−]/.test(plain);
  plain = plain.replace(/^[-−]/, '');
  if (!/^[\d.,]+$/.test(plain)) return { error: `"${text.trim()}" is not an amount.` };
  const lastComma = plain.lastIndexOf(',');
  const lastDot = plain.lastIndexOf('.');
  let decimal: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const parts = plain.split(separator);
    const tail = parts.at(-1) ?? '';
    decimal = parts.length === 2 && tail.length !== 3 ? separator : null;
  }
  const [whole = '', fraction = '', ...extra] = decimal ? plain.split(decimal) : [plain];
  const grouping = decimal === ',' ? '.' : ',';
  if (extra.length > 0 || /[.,]/.test(fraction) || !groupedCorrectly(whole, grouping)) {
    return { error: `"${text.trim()}" is not an amount.` };
  }
  if (fraction.length > 2) return { error: `"${text.trim()}" has more than two decimals.` };
  const digits = whole.split(grouping).join('');
  if (digits === '' && fraction === '') return { error: `"${text.trim()}" is not an amount.` };
  const cents = toCents(Number(`${digits || '0'}.${fraction || '0'}`));
  return { cents: negative && cents !== 0 ? -cents : cents };
}

// What a budget cell keeps of the text typed or pasted into it (SPEC §5: an input drops what its value
// cannot hold as it arrives): the characters parseAmount reads — digits, '.' and ',', the spaces and
// apostrophes that group thousands — and a minus or an opening bracket in front (a closing one after).
// Currency signs and letters go. Deletion only, so the caret stays put and a second pass changes
// nothing; whether what is left is an amount is parseAmount's to say, with its message.
export function filterAmountText(text: string): string {
  let result = '';
  for (const char of text) {
    const first = result.trim() === '';
    if (/[\d.,'’ \u00a0\u202f]/.test(char)) result += char;
    else if (first && (char === '-' || char === '−' || char === '(')) result += char;
    else if (char === ')' && result.includes('(') && !result.includes(')')) result += char;
  }
  return result;
}

// "1,234,567" groups by three after the first group; a plain "1234567" is fine too.
function groupedCorrectly(whole: string, grouping: string): boolean {
  if (!whole.includes(grouping)) return /^\d*$/.test(whole);
  const [first = '', ...rest] = whole.split(grouping);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

// Lines and tabs; the line break after the last row (spreadsheets add one) is not a row. A cell the
// sheet quoted ("1,234.50") loses its quotes.
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t').map((cell) => cell.replace(/^"(.*)"$/s, '$1')));
}

export type PasteTarget = { rowId: number; title: string; editable: boolean };

export type PastedCell = { rowId: number; month: number; cents: number };
export type PasteProblem = { line: number; column: number; message: string };
export type PastePlan = { cells: PastedCell[]; problems: PasteProblem[] };

// The cells a paste at (rows[rowIndex], month 1-12) changes. Any problem (an amount that is not one,
// past December, past the last row, a row that cannot be edited) and no cell is changed.
export function planPaste(
  text: string,
  rows: readonly PasteTarget[],
  rowIndex: number,
  month: number,
): PastePlan {
  const cells: PastedCell[] = [];
  const problems: PasteProblem[] = [];
  parseTsv(text).forEach((line, lineIndex) => {
    const row = rows[rowIndex + lineIndex];
    const at = { line: lineIndex + 1 };
    if (!row) {
      problems.push({ ...at, column: 1, message: `Line ${lineIndex + 1} is past the last row.` });
      return;
    }
    if (!row.editable) {
      problems.push({ ...at, column: 1, message: `${row.title} cannot be edited.` });
      return;
    }
    line.forEach((text, columnIndex) => {
      const target = month + columnIndex;
      const place = { ...at, column: columnIndex + 1 };
      // A blank cell of the range leaves the month as it is.
      if (text.trim() === '') return;
      if (target > 12) {
        problems.push({ ...place, message: `Line ${lineIndex + 1} reaches past December.` });
        return;
      }
      const amount = parseAmount(text);
      if ('error' in amount) problems.push({ ...place, message: amount.error });
      else cells.push({ rowId: row.rowId, month: target, cents: amount.cents });
    });
  });
  return problems.length > 0 ? { cells: [], problems } : { cells, problems };
}
