import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { AVATAR_PALETTE, avatarColor, initials } from '@/lib/avatar';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/contrast';

describe('initials', () => {
  it('are the upper-cased first letters of first and last name', () => {
    expect(initials('ada', 'lovelace')).toBe('AL');
  });

  it('use the first and last word of a full name given in one field', () => {
    expect(initials('Ada King Lovelace', '')).toBe('AL');
  });

  it('are one letter for a single name', () => {
    expect(initials('Cher', null)).toBe('C');
    expect(initials(undefined, 'Lovelace')).toBe('L');
  });

  it("are '?' when there is no name at all", () => {
    expect(initials('', '')).toBe('?');
    expect(initials('   ', undefined)).toBe('?');
    expect(initials()).toBe('?');
  });

  it('upper-case non-Latin letters and ignore surrounding spaces', () => {
    expect(initials(' élodie ', ' ünal ')).toBe('ÉÜ');
    expect(initials('ßeta', 'ßeta')).toBe('SS');
  });

  it('keep Georgian letters as written instead of turning them into Mtavruli capitals', () => {
    expect(initials('ნინო', 'ბერიძე')).toBe('ნბ');
  });

  it('are one to two characters, or ? (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme' })),
        fc.option(fc.string({ unit: 'grapheme' })),
        (first, last) => {
          const result = initials(first, last);
          const count = Array.from(result).length;
          return result === '?' || (count >= 1 && count <= 2);
        },
      ),
    );
  });
});

describe('avatar colours', () => {
  it('offer at least 10 colours', () => {
    expect(AVATAR_PALETTE.length).toBeGreaterThanOrEqual(10);
    expect(new Set(AVATAR_PALETTE).size).toBe(AVATAR_PALETTE.length);
  });

  it.each(AVATAR_PALETTE)('give white text at least 4.5:1 contrast on %s', (colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('give the same colour to a numeric id and its string form', () => {
    expect(avatarColor(42)).toBe(avatarColor('42'));
  });

  it('spread different people over several colours', () => {
    const used = new Set(Array.from({ length: 100 }, (_, id) => avatarColor(id)));
    expect(used.size).toBeGreaterThanOrEqual(8);
  });

  it('are a deterministic pick from the palette (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double()), (key) => {
        const colour = avatarColor(key);
        return AVATAR_PALETTE.includes(colour) && avatarColor(key) === colour;
      }),
    );
  });
});
