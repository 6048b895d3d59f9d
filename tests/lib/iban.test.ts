import fc from 'fast-check';
import { formatIban, isValidBic, isValidIban, normalizeIban } from '@/lib/iban';

// Published examples (the IBAN registry's and banks' own), valid by the mod-97 check.
const VALID = [
  'GB82 WEST 1234 5698 7654 32',
  'GE29 NB00 0000 0101 9049 17',
  'NL91ABNA0417164300',
  'DE89370400440532013000',
];

describe('IBAN', () => {
  it('accepts real IBANs, with or without spaces, in any case', () => {
    for (const iban of VALID) expect(isValidIban(iban)).toBe(true);
    expect(isValidIban('  ge29 nb00 0000 0101 9049 17 ')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong shape, and the never-issued check digits 00, 01 and 99', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 31')).toBe(false);
    expect(isValidIban('GB28 WEST 1234 5698 7654 32')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('GB82')).toBe(false);
    expect(isValidIban('1282WEST12345698765432')).toBe(false);
    expect(isValidIban('GB82-WEST-1234-5698-7654-32')).toBe(false);
    expect(isValidIban(`GB82${'1'.repeat(31)}`)).toBe(false);
    // 99 ≡ 02, 00 ≡ 97 and 01 ≡ 98 (mod 97): the arithmetic alone would let these through.
    expect(isValidIban('GE02TB0000000000000064')).toBe(true);
    expect(isValidIban('GE99TB0000000000000064')).toBe(false);
    expect(isValidIban('GE97TB0000000000000003')).toBe(true);
    expect(isValidIban('GE00TB0000000000000003')).toBe(false);
    expect(isValidIban('GE98TB0000000000000082')).toBe(true);
    expect(isValidIban('GE01TB0000000000000082')).toBe(false);
  });

  it('catches any single changed digit of a valid IBAN', () => {
    const base = normalizeIban(VALID[1] ?? '');
    const digitPlaces = [...base].flatMap((char, index) => (/\d/.test(char) && index >= 2 ? [index] : []));
    fc.assert(
      fc.property(fc.constantFrom(...digitPlaces), fc.integer({ min: 1, max: 9 }), (index, shift) => {
        const changed = (Number(base[index]) + shift) % 10;
        const typo = `${base.slice(0, index)}${changed}${base.slice(index + 1)}`;
        expect(isValidIban(typo)).toBe(false);
      }),
    );
  });

  it('normalizes to the electronic form and formats in groups of four', () => {
    expect(normalizeIban(' ge29 nb00\t0000 ')).toBe('GE29NB000000');
    expect(formatIban('ge29nb0000000101904917')).toBe('GE29 NB00 0000 0101 9049 17');
    expect(formatIban('')).toBe('');
  });
});

describe('SWIFT/BIC', () => {
  it('accepts 8 or 11 characters: bank, country, location and an optional branch', () => {
    expect(isValidBic('TBCBGE22')).toBe(true);
    expect(isValidBic('deutdeff500')).toBe(true);
    expect(isValidBic('TBCBGE2')).toBe(false);
    expect(isValidBic('TBCBGE22X')).toBe(false);
    expect(isValidBic('TBC1GE22')).toBe(false);
    expect(isValidBic('')).toBe(false);
  });
});
