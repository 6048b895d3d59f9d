import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColor, relativeLuminance } from '@/lib/contrast';

describe('parsing hex colours', () => {
  it('reads #rrggbb and #rgb, with or without #, in any case', () => {
    expect(parseHexColor('#FF8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHexColor('f80')).toEqual({ r: 255, g: 136, b: 0 });
  });

  it('gives null for anything else', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });
});

describe('WCAG contrast', () => {
  it('gives luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1);
  });

  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
  });

  it('matches known values (#767676 on white is the lightest grey passing AA)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('is NaN when a colour cannot be read', () => {
    expect(contrastRatio('nope', '#fff')).toBeNaN();
  });

  it('is symmetric and between 1 and 21 (property)', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio >= 1 && ratio <= 21 + 1e-9 && Math.abs(ratio - contrastRatio(b, a)) < 1e-12;
      }),
    );
  });
});
