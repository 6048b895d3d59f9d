export const ELLIPSIS = '...';

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

// Cuts text to at most `max` characters, '...' included, so it fits a fixed-width cell.
export function truncate(text: string, max: number): string {
  const limit = Number.isFinite(max) ? Math.max(0, Math.floor(max)) : 0;
  if (text.length <= limit) return text;
  // With no room for the marker plus at least one character, a plain cut says more than '...'.
  if (limit <= ELLIPSIS.length) return text.slice(0, limit);
  let end = limit - ELLIPSIS.length;
  // Do not split an emoji or other astral character in half.
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  // "hello ..." looks like a typo; "hello..." does not.
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

// The longest of truncate()'s cuts that `fits` accepts, for room measured in something other than
// characters (a PDF line's points): the same '...' marker and the same cut. Text that fits is kept
// whole; '' when not even one character and the dots fit. The cuts only grow with `max` (each is a
// prefix plus '...'), so a binary search finds the longest.
export function truncateToFit(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  let best = '';
  let low = ELLIPSIS.length + 1;
  let high = text.length - 1;
  while (low <= high) {
    const max = Math.floor((low + high) / 2);
    const candidate = truncate(text, max);
    if (fits(candidate)) {
      best = candidate;
      low = max + 1;
    } else high = max - 1;
  }
  return best;
}
