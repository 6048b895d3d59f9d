// Dark shades (Material 800/900) so white initials meet WCAG AA (4.5:1) on every one of them.
export const AVATAR_PALETTE = [
  '#C62828',
  '#AD1457',
  '#6A1B9A',
  '#4527A0',
  '#283593',
  '#1565C0',
  '#01579B',
  '#006064',
  '#00695C',
  '#2E7D32',
  '#33691E',
  '#BF360C',
  '#4E342E',
  '#37474F',
] as const;
export type AvatarColor = (typeof AVATAR_PALETTE)[number];

// Georgian has no letter case in everyday writing: toUpperCase() turns Mkhedruli into Mtavruli,
// which many fonts lack, so Georgian letters are kept as written.
const GEORGIAN = /\p{Script=Georgian}/u;

// By code point, so an astral character is not split in half; one code point again after
// upper-casing, because some letters expand ('ß' → 'SS').
const firstLetter = (word: string): string => {
  const letter = Array.from(word)[0] ?? '';
  return GEORGIAN.test(letter) ? letter : (Array.from(letter.toUpperCase())[0] ?? letter);
};

const words = (value: string | null | undefined): string[] =>
  (value ?? '').trim().split(/\s+/).filter(Boolean);

// "Ada Lovelace" → "AL"; a single field holding a full name still gives two letters;
// a single name gives one; nothing at all gives '?' so the avatar is never blank.
export function initials(first?: string | null, last?: string | null): string {
  const firstWords = words(first);
  const lastWords = words(last);
  const all = [...firstWords, ...lastWords];
  const head = all[0];
  if (head === undefined) return '?';
  // With both names, the last name's first word; otherwise the last word of whatever was given.
  const tail = all.length < 2 ? undefined : firstWords.length > 0 ? (lastWords[0] ?? all.at(-1)) : all.at(-1);
  return firstLetter(head) + (tail === undefined ? '' : firstLetter(tail));
}

// FNV-1a: cheap and stable across sessions, so a person keeps their colour everywhere.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Hashes the text form, so id 5 and '5' (ids arrive both ways) get the same colour.
export function avatarColor(key: string | number): AvatarColor {
  return AVATAR_PALETTE[hash(String(key)) % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}
