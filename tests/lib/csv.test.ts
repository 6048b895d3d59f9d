import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '@/lib/csv';

describe('CSV cells', () => {
  it('neutralise text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('-5% x')).toBe("'-5% x");
    expect(csvCell('＝1')).toBe("'＝1");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('write numbers as numbers, negative ones too', () => {
    expect(csvCell(-1440)).toBe('-1440');
    expect(csvCell(1036.8)).toBe('1036.8');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quote commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Atlas, Ltd')).toBe('"Atlas, Ltd"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
});

describe('a CSV file', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv(['number', 'total'], [['INV-1', 6796.8]])).toBe('\uFEFFnumber,total\r\nINV-1,6796.8\r\n');
  });
});
