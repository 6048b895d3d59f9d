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

// Digits and one colon (HH:MM); a duration input passes a larger digit limit.
export function filterTime(value: string, maxDigits: number = MAX_TIME_DIGITS): string {
  let digits = 0;
  let seenColon = false;
  let result = '';
  for (const char of value) {
    if (char >= '0' && char <= '9' && digits < maxDigits) {
      digits += 1;
      result += char;
    } else if (char === ':' && !seenColon) {
      seenColon = true;
      result += char;
    }
  }
  return result;
}

// Decimal inputs with a fixed precision (money, percentages): filterDecimal, then no more than
// `places` digits after the dot and, when given, no more than `maxIntegerDigits` before it. Extra
// digits are dropped, never rounded, so the filter stays a pure deletion.
export function filterDecimalPlaces(value: string, places: number, maxIntegerDigits?: number): string {
  const decimal = filterDecimal(value);
  const dot = decimal.indexOf('.');
  const whole = dot === -1 ? decimal : decimal.slice(0, dot);
  const keptWhole = maxIntegerDigits === undefined ? whole : whole.slice(0, Math.max(0, maxIntegerDigits));
  if (dot === -1 || places <= 0) return keptWhole;
  return `${keptWhole}.${decimal.slice(dot + 1, dot + 1 + Math.floor(places))}`;
}
