import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { filterPercent, filterSignedPercent, parsePercent, percentText } from '@/lib/percent-input';

describe('percentage inputs', () => {
  it('accept digits and one dot, two decimals at most', () => {
    expect(filterPercent('12.345%')).toBe('12.34');
    expect(filterPercent('1.2.3')).toBe('1.23');
    expect(filterPercent('-5')).toBe('5');
  });

  it('bring a value outside 0–100 to the nearest bound', () => {
    expect(parsePercent('150')).toBe(100);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('18.5')).toBe(18.5);
  });

  it('use the field’s own range when it has one', () => {
    expect(parsePercent('250', { max: 200 })).toBe(200);
    expect(parsePercent('5', { min: 10 })).toBe(10);
  });

  it('hand the form null when no digit was entered', () => {
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('.')).toBeNull();
    expect(percentText(null)).toBe('');
  });

  it('stay within the range with at most two decimals, and read back what they show (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 50 }), fc.nat({ max: 500 }), (input, min, span) => {
        const range = { min, max: min + span };
        const value = parsePercent(input, range);
        if (value === null) return true;
        const inRange = value >= range.min && value <= range.max;
        const twoDecimals = Math.round(value * 100) / 100 === value;
        return inRange && twoDecimals && parsePercent(percentText(value), range) === value;
      }),
    );
  });
});

describe('signed percentage inputs (a budget uplift)', () => {
  it('keep a minus typed first, then digits and one dot with two decimals', () => {
    expect(filterSignedPercent('-12.345%')).toBe('-12.34');
    expect(filterSignedPercent('−5')).toBe('-5');
    expect(filterSignedPercent('5-')).toBe('5');
    expect(filterSignedPercent('--5')).toBe('-5');
    expect(filterSignedPercent('x-5')).toBe('5');
  });

  it('bound the whole digits when asked', () => {
    expect(filterSignedPercent('12345.5', 4)).toBe('1234.5');
    expect(filterSignedPercent('-12345', 4)).toBe('-1234');
  });
});
