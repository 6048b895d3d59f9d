// Filters run on every keystroke, so they only drop characters and never reorder or add any:
// the caret stays predictable and re-running a filter on its own output changes nothing.

export const MAX_TIME_DIGITS = 4;

export function filterNumeric(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  if (maxLength === undefined) return digits;
  return digits.slice(0, Math.max(0, Math.floor(maxLength)));
}

export function filterDecimal(value: string): string {
  let seenDot = false;
  let result = '';
  for (const char of value) {
    if (char >= '0' && char <= '9') {
      result += char;
    } else if (char === '.' && !seenDot) {
      // Only the first dot is the decimal separator; later ones are typos.
      seenDot = true;
      result += char;
    }
  }
  return result;
}

export function filterTime(value: string): string {
  let digits = 0;
  let seenColon = false;
  let result = '';
  for (const char of value) {
    if (char >= '0' && char <= '9' && digits < MAX_TIME_DIGITS) {
      // HH:MM never needs more than four digits.
      digits += 1;
      result += char;
    } else if (char === ':' && !seenColon) {
      seenColon = true;
      result += char;
    }
  }
  return result;
}
