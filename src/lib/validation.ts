import { addYears, isValid, parseISO, subYears } from 'date-fns';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address';
export const INVALID_URL_MESSAGE = 'Please enter a valid URL';
export const INVALID_DATE_MESSAGE = 'Please enter valid date';

// Dates further than this from today are almost certainly typos (e.g. 0199 for 1990).
export const MAX_DATE_DISTANCE_YEARS = 150;

// Unquoted local part: dot-separated atoms without spaces or specials; or a quoted string.
const LOCAL_PART = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")$/;
// Labels of letters/digits/hyphens, ending in an alphabetic suffix of 2+ letters.
const DOMAIN = /^(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/;
const BRACKETED_IPV4 = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

function isBracketedIpv4(domain: string): boolean {
  const match = BRACKETED_IPV4.exec(domain);
  // An octet above 255 is not an address, whatever the regex shape says.
  return match !== null && match.slice(1).every((octet) => Number(octet) <= 255);
}

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return LOCAL_PART.test(local) && (DOMAIN.test(domain) || isBracketedIpv4(domain));
}

// Optional http(s) scheme, a host of up to 256 characters, a dot, a 1-20 character suffix,
// then an optional port/path/query/fragment without spaces.
const URL_PATTERN = /^(?:https?:\/\/)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,20}(?:[:/?#][^\s]*)?$/;

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

export function isDateWithin150Years(date: Date, now: Date = new Date()): boolean {
  if (!isValid(date) || !isValid(now)) return false;
  const earliest = subYears(now, MAX_DATE_DISTANCE_YEARS);
  const latest = addYears(now, MAX_DATE_DISTANCE_YEARS);
  return date >= earliest && date <= latest;
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // ISO strings are read as local dates; other formats fall back to the engine's parser.
  const iso = parseISO(value);
  return isValid(iso) ? iso : new Date(value);
}

// An empty field is not this rule's business (that is the "required" rule), so it passes.
export function validateDate(value: string | Date | null, now: Date = new Date()): string | undefined {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return isDateWithin150Years(toDate(value), now) ? undefined : INVALID_DATE_MESSAGE;
}

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

// A date as the forms hold it: yyyy-MM-dd of a real day, within SPEC §5's 150 years of today.
export function isValidDateText(value: string): boolean {
  return DATE_TEXT.test(value) && isValid(parseISO(value)) && validateDate(value) === undefined;
}
