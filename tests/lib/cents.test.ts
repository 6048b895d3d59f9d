import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  convertCents,
  decimalToScaled,
  divideRoundHalfUp,
  fromCents,
  lineAmountCents,
  percentageOf,
  percentOfCents,
  spreadCents,
  toCents,
} from '@/lib/cents';

describe('rounding half up on integers', () => {
  it('rounds a half away from zero, never to even', () => {
    expect(divideRoundHalfUp(49_995, 2)).toBe(24_998);
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(-5, 10)).toBe(-1);
    expect(divideRoundHalfUp(5, -10)).toBe(-1);
  });

  it('rounds below a half down', () => {
    expect(divideRoundHalfUp(14, 10)).toBe(1);
    expect(divideRoundHalfUp(-14, 10)).toBe(-1);
  });

  it('refuses a zero divisor and non-integers', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it('is never more than half a unit from the exact quotient (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (numerator, denominator) => {
          const rounded = divideRoundHalfUp(numerator, denominator);
          return Math.abs(rounded * denominator - numerator) * 2 <= denominator;
        },
      ),
    );
  });

  it('is symmetric around zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        return divideRoundHalfUp(-n, d) === -divideRoundHalfUp(n, d) || divideRoundHalfUp(n, d) === 0;
      }),
    );
  });
});

describe('amounts in cents', () => {
  it('reads an amount as a person wrote it, not as the float stores it', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-1440)).toBe(-144_000);
    expect(toCents(0)).toBe(0);
    expect(toCents(1e-7)).toBe(0);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every two-decimal amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => toCents(fromCents(cents)) === cents),
    );
  });

  it('scales decimals written with an exponent', () => {
    expect(decimalToScaled(1e21, 0)).toBe(1e21);
    expect(decimalToScaled(3, 4)).toBe(30_000);
    expect(decimalToScaled(2.75, 6)).toBe(2_750_000);
    expect(decimalToScaled(-1.5, 0)).toBe(-2);
  });
});

describe('a line: minutes × hourly rate, rounded once', () => {
  it('gives 249.98 for 07:30 at 33.33', () => {
    expect(lineAmountCents(450, 3333)).toBe(24_998);
  });

  it('gives 4,749.53 for 142:30 at 33.33, half up where a float gives 4,749.52', () => {
    expect(lineAmountCents(8550, 3333)).toBe(474_953);
    expect(Math.round(142.5 * 33.33 * 100)).toBe(474_952);
  });
});

describe('percentages of amounts', () => {
  it('takes VAT once on the net total: 18 % of 5,760.00 is 1,036.80', () => {
    expect(percentOfCents(576_000, 18)).toBe(103_680);
  });

  it('accepts percentages with decimals', () => {
    expect(percentOfCents(10_000, 7.5)).toBe(750);
    expect(percentOfCents(333, 12.5)).toBe(42);
  });

  it('says a part of a whole in percent with two decimals, or null without a whole', () => {
    expect(percentageOf(-144_000, 720_000)).toBe(-20);
    expect(percentageOf(1_128_000, 1_728_000)).toBe(65.28);
    expect(percentageOf(1, 0)).toBeNull();
  });
});

describe('conversion', () => {
  it('converts at a rate with up to six decimals, rounded once', () => {
    expect(convertCents(720_000, 3)).toBe(2_160_000);
    expect(convertCents(304_000, 2.75)).toBe(836_000);
    expect(convertCents(100, 0.333333)).toBe(33);
  });
});

describe('spreading a total', () => {
  it('gives each part its share by weight and sums to the total', () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(spreadCents(0, [1, 2])).toEqual([0, 0]);
  });

  it('refuses weights that are all zero or not whole', () => {
    expect(() => spreadCents(100, [0, 0])).toThrow(RangeError);
    expect(() => spreadCents(100, [0.5])).toThrow(RangeError);
  });

  it('always sums to the total, each part within a cent of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e10, max: 1e10 }),
        fc
          .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 24 })
          .filter((w) => w.some(Boolean)),
        (total, weights) => {
          const parts = spreadCents(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          return (
            parts.reduce((a, b) => a + b, 0) === total &&
            parts.every((part, i) => Math.abs(part - (total * (weights[i] ?? 0)) / weightSum) < 1)
          );
        },
      ),
    );
  });
});
