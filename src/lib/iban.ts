// Bank details as a person types them: an IBAN (ISO 13616) and a SWIFT/BIC code (ISO 9362). Pure checks,
// shared by the company details form and the mocked API.

export const INVALID_IBAN_MESSAGE = 'This IBAN is not valid: check it for a typing error.';
export const INVALID_BIC_MESSAGE = 'A SWIFT/BIC code has 8 or 11 letters and digits, e.g. TBCBGE22.';

// Country code, two check digits, then 11 to 30 letters or digits: 15 (Norway) to 34 characters in all.
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
// Bank (4 letters), country (2 letters), location (2), optionally a branch (3).
const BIC_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

// What people paste ("ge29 nb00 …"): without spaces, in capitals — the electronic form that is stored.
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export const normalizeBic = normalizeIban;

// The remainder of the IBAN's number (the first four characters moved to the end, A = 10 … Z = 35)
// divided by 97, a digit at a time so it never leaves the safe integers.
function mod97(iban: string): number {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (value >= 10 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

// The shape, and the mod-97 check (remainder 1). Check digits 00, 01 and 99 are never issued (they
// would pass the arithmetic as 97, 98 and 02 do). Country-specific lengths are not checked.
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!IBAN_SHAPE.test(iban)) return false;
  const check = iban.slice(2, 4);
  if (check === '00' || check === '01' || check === '99') return false;
  return mod97(iban) === 1;
}

// In groups of four, as printed on invoices: "GE29 NB00 0000 0101 9049 17".
export function formatIban(text: string): string {
  return (
    normalizeIban(text)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

export function isValidBic(text: string): boolean {
  return BIC_SHAPE.test(normalizeBic(text));
}
