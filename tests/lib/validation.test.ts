import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  INVALID_DATE_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_URL_MESSAGE,
  isDateWithin150Years,
  isValidDateText,
  isValidEmail,
  isValidUrl,
  validateDate,
} from '@/lib/validation';

const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const suffix = fc.stringMatching(/^[a-z]{2,6}$/);

describe('e-mail addresses', () => {
  it('uses the spec wording for the error message', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid e-mail address');
  });

  it.each(['user@example.com', 'first.last@mail.example.co.uk', 'a+tag@sub.domain.ge', 'x@e-xample.io'])(
    'accepts a local part, @ and a domain with a letter suffix: %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it('accepts an IP address in brackets as the domain', () => {
    expect(isValidEmail('user@[192.168.0.1]')).toBe(true);
  });

  it('rejects a bracketed IP with an octet above 255', () => {
    expect(isValidEmail('user@[192.168.0.256]')).toBe(false);
  });

  it.each([
    ['no @', 'user.example.com'],
    ['no local part', '@example.com'],
    ['no domain suffix', 'user@example'],
    ['a one-letter suffix', 'user@example.c'],
    ['a numeric suffix', 'user@example.12'],
    ['a space', 'us er@example.com'],
    ['two dots in a row in the local part', 'a..b@example.com'],
    ['an empty string', ''],
  ])('rejects an address with %s', (_, email) => expect(isValidEmail(email)).toBe(false));

  it('accepts every well-formed local@label.suffix address (property)', () => {
    fc.assert(
      fc.property(label, fc.array(label, { minLength: 1, maxLength: 3 }), suffix, (local, labels, tld) =>
        isValidEmail(`${local}@${labels.join('.')}.${tld}`),
      ),
    );
  });

  it('rejects any text without an @ (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => !isValidEmail(s),
      ),
    );
  });

  it('rejects any address containing whitespace (property)', () => {
    fc.assert(
      fc.property(
        label,
        label,
        suffix,
        fc.constantFrom(' ', '\t', '\n'),
        (local, domain, tld, space) => !isValidEmail(`${local}${space}@${domain}.${tld}`),
      ),
    );
  });
});

describe('URLs', () => {
  it('uses the spec wording for the error message', () => {
    expect(INVALID_URL_MESSAGE).toBe('Please enter a valid URL');
  });

  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://sub.example.co.uk/path/to/page?x=1&y=2#top',
    'example.com:8080/api',
    'https://example.technology',
  ])('accepts a host, a dot and a suffix, scheme and path optional: %s', (url) =>
    expect(isValidUrl(url)).toBe(true),
  );

  it.each([
    ['no dot', 'localhost'],
    ['a suffix longer than 20 characters', 'example.abcdefghijklmnopqrstu'],
    ['a host longer than 256 characters', `${'a'.repeat(257)}.com`],
    ['a space', 'exa mple.com'],
    ['an unsupported scheme', 'ftp://example.com'],
    ['an empty string', ''],
  ])('rejects a URL with %s', (_, url) => expect(isValidUrl(url)).toBe(false));

  it('accepts a host of exactly 256 characters', () => {
    expect(isValidUrl(`${'a'.repeat(256)}.com`)).toBe(true);
  });

  it('accepts host.suffix with or without an http(s) scheme (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'http://', 'https://'), label, suffix, (scheme, host, tld) =>
        isValidUrl(`${scheme}${host}.${tld}`),
      ),
    );
  });

  it('rejects any text containing whitespace (property)', () => {
    fc.assert(
      fc.property(
        label,
        suffix,
        fc.constantFrom(' ', '\t', '\n'),
        (host, tld, space) => !isValidUrl(`${host}${space}x.${tld}`),
      ),
    );
  });
});

describe('dates within 150 years', () => {
  const now = new Date(2024, 5, 15);

  it('uses the spec wording for the error message', () => {
    expect(INVALID_DATE_MESSAGE).toBe('Please enter valid date');
  });

  it('accepts today, a typical date of birth and a near-future date', () => {
    expect(isDateWithin150Years(now, now)).toBe(true);
    expect(isDateWithin150Years(new Date(1990, 0, 1), now)).toBe(true);
    expect(isDateWithin150Years(new Date(2030, 0, 1), now)).toBe(true);
  });

  it('accepts dates exactly 150 years away in either direction', () => {
    expect(isDateWithin150Years(new Date(1874, 5, 15), now)).toBe(true);
    expect(isDateWithin150Years(new Date(2174, 5, 15), now)).toBe(true);
  });

  it('rejects dates more than 150 years in the past or future', () => {
    expect(isDateWithin150Years(new Date(1874, 5, 14), now)).toBe(false);
    expect(isDateWithin150Years(new Date(2174, 5, 16), now)).toBe(false);
    expect(isDateWithin150Years(new Date(199, 0, 1), now)).toBe(false);
  });

  it('rejects an invalid date', () => {
    expect(isDateWithin150Years(new Date('nope'), now)).toBe(false);
  });

  it('validateDate gives the message for a far-away or unparseable date', () => {
    expect(validateDate('1800-01-01', now)).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate('2200-01-01', now)).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate('not a date', now)).toBe(INVALID_DATE_MESSAGE);
    expect(validateDate(new Date(Number.NaN), now)).toBe(INVALID_DATE_MESSAGE);
  });

  it('validateDate gives undefined for a valid string or Date', () => {
    expect(validateDate('1990-04-12', now)).toBeUndefined();
    expect(validateDate(new Date(2000, 1, 29), now)).toBeUndefined();
  });

  it('validateDate leaves an empty field to the required rule', () => {
    expect(validateDate(null, now)).toBeUndefined();
    expect(validateDate('', now)).toBeUndefined();
  });

  it('agrees with a plain year distance for dates away from the boundary (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1700, max: 2350 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        const date = new Date(year, month, 1);
        const distance = Math.abs(year - 2024);
        if (distance === 150) return true; // exact boundary depends on month/day; covered above
        return isDateWithin150Years(date, now) === distance < 150;
      }),
    );
  });
});

describe('dates as the forms hold them', () => {
  it('are yyyy-MM-dd of a real day within 150 years', () => {
    expect(isValidDateText('2026-03-01')).toBe(true);
    expect(isValidDateText('2024-02-29')).toBe(true);
  });

  it('refuse an impossible day, another format, a blank and a date more than 150 years away', () => {
    expect(isValidDateText('2026-02-30')).toBe(false);
    expect(isValidDateText('2026-3-1')).toBe(false);
    expect(isValidDateText('01/03/2026')).toBe(false);
    expect(isValidDateText('')).toBe(false);
    expect(isValidDateText('1700-01-01')).toBe(false);
  });
});
