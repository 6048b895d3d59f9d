import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { positiveIdOf } from '@/lib/positive-id';

describe('reading an id from a route or query', () => {
  it('reads a positive integer', () => {
    expect(positiveIdOf('1')).toBe(1);
    expect(positiveIdOf('42')).toBe(42);
  });

  it('reads the one value of a repeated-once parameter', () => {
    expect(positiveIdOf(['7'])).toBe(7);
  });

  it('gives null for a missing, empty or repeated value', () => {
    expect(positiveIdOf(undefined)).toBeNull();
    expect(positiveIdOf(null)).toBeNull();
    expect(positiveIdOf('')).toBeNull();
    expect(positiveIdOf('  ')).toBeNull();
    expect(positiveIdOf([])).toBeNull();
    expect(positiveIdOf(['1', '2'])).toBeNull();
  });

  it('gives null for zero, negatives, fractions and words', () => {
    for (const value of ['0', '-1', '1.5', 'abc', '12abc', 'NaN', 'Infinity']) {
      expect(positiveIdOf(value)).toBeNull();
    }
  });

  it('reads back every positive integer it is given as text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (id) => positiveIdOf(String(id)) === id,
      ),
    );
  });

  it('never gives anything but a positive integer or null', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = positiveIdOf(text);
        return id === null || (Number.isInteger(id) && id > 0);
      }),
    );
  });
});
