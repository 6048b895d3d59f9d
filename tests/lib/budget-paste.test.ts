import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filterAmountText, parseAmount, parseTsv, planPaste } from '@/lib/budget-paste';

describe('reading a pasted amount', () => {
  it.each([
    ['1 234,50', 123_450],
    ['1,234.50', 123_450],
    ['€ 1.234,50', 123_450],
    ['1234', 123_400],
    ['1,234', 123_400],
    ['12,5', 1250],
    ['-1 234,50', -123_450],
    ['(1,234.50)', -123_450],
    ["1'234.50 EUR", 123_450],
    ['1\u00a0234\u00a0567,89', 123_456_789],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ cents });
  });

  it.each([['abc'], ['1,23,4'], ['1.2.3,4,5'], ['12.345.6']])('refuses %s with a message', (text) => {
    expect(parseAmount(text)).toEqual({ error: `"${text}" is not an amount.` });
  });

  it('refuses more than two decimals', () => {
    expect(parseAmount('1.234,567')).toEqual({ error: '"1.234,567" has more than two decimals.' });
  });
});

describe('a pasted range', () => {
  const rows = [
    { rowId: 1, title: 'Atlas', editable: true },
    { rowId: 2, title: 'Borealis', editable: true },
    { rowId: 3, title: 'Locked row', editable: false },
  ];

  it('splits lines and tabs and drops the line break after the last row', () => {
    expect(parseTsv('1\t2\r\n3\t"4,5"\r\n')).toEqual([
      ['1', '2'],
      ['3', '4,5'],
    ]);
  });

  it('lands from the cell it was pasted into, right and down', () => {
    expect(planPaste('1\t2\n3\t', rows, 0, 11)).toEqual({
      cells: [
        { rowId: 1, month: 11, cents: 100 },
        { rowId: 1, month: 12, cents: 200 },
        { rowId: 2, month: 11, cents: 300 },
      ],
      problems: [],
    });
  });

  it('applies nothing when one cell is not an amount', () => {
    const plan = planPaste('1\tx', rows, 0, 1);
    expect(plan.cells).toEqual([]);
    expect(plan.problems).toEqual([{ line: 1, column: 2, message: '"x" is not an amount.' }]);
  });

  it('refuses a range past December or onto a row that cannot be edited', () => {
    expect(planPaste('1\t2', rows, 0, 12).problems[0]?.message).toBe('Line 1 reaches past December.');
    expect(planPaste('1\n2', rows, 1, 1).problems[0]?.message).toBe('Locked row cannot be edited.');
    expect(planPaste('1\n2\n3', rows, 1, 1).problems.map((problem) => problem.message)).toEqual([
      'Locked row cannot be edited.',
      'Line 3 is past the last row.',
    ]);
  });
});

describe('typing in a budget cell', () => {
  it('keeps what an amount can hold: digits, separators, grouping spaces, a minus or bracket in front', () => {
    expect(filterAmountText('-1a2€b 3-4,5x')).toBe('-12 34,5');
    expect(filterAmountText('€ 1.234,50 GEL')).toBe(' 1.234,50 ');
    expect(filterAmountText("1'234.50")).toBe("1'234.50");
    expect(filterAmountText('(1,234.00)')).toBe('(1,234.00)');
    expect(filterAmountText('12-3')).toBe('123');
    expect(filterAmountText('--5')).toBe('-5');
    expect(filterAmountText('abc')).toBe('');
  });

  it('reads what it keeps as parseAmount does: the sign and the amount survive', () => {
    expect(parseAmount(filterAmountText('-€ 1.234,50'))).toEqual({ cents: -123_450 });
    expect(parseAmount(filterAmountText('(1,234.00)'))).toEqual({ cents: -123_400 });
    expect(parseAmount(filterAmountText('1.2.3'))).toEqual({ error: '"1.2.3" is not an amount.' });
  });

  it('only drops characters, and a second pass changes nothing (property)', () => {
    // `part` is `whole` with characters left out, none reordered or added.
    const isSubsequence = (part: string, whole: string) => {
      let at = 0;
      for (const char of whole) if (part[at] === char) at += 1;
      return at === part.length;
    };
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = filterAmountText(text);
        return filterAmountText(once) === once && isSubsequence(once, text);
      }),
    );
  });
});
