import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { APP_LINK_ROUTES, NOT_LINK_TARGETS, safeAppPath, safeExternalUrl } from '@/lib/safe-link';

// Issue 30, L3: strings from the API were used as link targets as they came.
const ORIGIN = 'https://portal.example';

describe('safeExternalUrl: a link to another site, from API data', () => {
  it('takes an absolute http(s) address, normalised', () => {
    expect(safeExternalUrl('https://www.linkedin.com/in/ana-candidate-7')).toBe(
      'https://www.linkedin.com/in/ana-candidate-7',
    );
    expect(safeExternalUrl('HTTPS://WWW.LINKEDIN.COM/IN/PROFILE-3')).toBe(
      'https://www.linkedin.com/IN/PROFILE-3',
    );
    expect(safeExternalUrl('http://example.test/a?b=c#d')).toBe('http://example.test/a?b=c#d');
    expect(safeExternalUrl('  https://example.test/  ')).toBe('https://example.test/');
  });

  it('takes a host and path without a scheme (as the candidate form allows) as https', () => {
    expect(safeExternalUrl('linkedin.com/in/ana')).toBe('https://linkedin.com/in/ana');
    expect(safeExternalUrl('www.example.test')).toBe('https://www.example.test/');
  });

  it('refuses script, data and every other scheme, relative paths, credentials and odd characters', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@b.test',
      'ftp://example.test/x',
      '/employees',
      '//evil.test/x',
      '\\\\evil.test',
      'media/12',
      'https://user:secret@example.test/',
      'https://exa mple.test/',
      'https:\\\\evil.test',
      'localhost:3000',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeExternalUrl(value), String(value)).toBeNull();
    }
  });
});

describe('safeAppPath: a link into this app, from API data', () => {
  it('takes a path of a screen of this app, as a path', () => {
    expect(safeAppPath('/time-offs', ORIGIN)).toBe('/time-offs');
    expect(safeAppPath('/invoices?invoice=12', ORIGIN)).toBe('/invoices?invoice=12');
    expect(safeAppPath('/employee/3/overview', ORIGIN)).toBe('/employee/3/overview');
    expect(safeAppPath('/admin/recruitment/active', ORIGIN)).toBe('/admin/recruitment/active');
    expect(safeAppPath('https://portal.example/projects/4/terms', ORIGIN)).toBe('/projects/4/terms');
  });

  it('refuses other sites, other schemes, paths that are no screen and pages that hand over a session', () => {
    for (const value of [
      'https://evil.test/time-offs',
      '//evil.test/time-offs',
      '/\\evil.test',
      'https://portal.example//evil.test',
      'javascript:alert(1)',
      'data:text/html,x',
      'time-offs',
      'media/12',
      '/media/12',
      '/api/media/12',
      '/organization-switch#token=eyJ',
      '/employee-registration/k3Jd9xQ2mZ7wV',
      '/login?returnTo=https://evil.test',
      '/reset-password?token=x',
      '/nowhere',
      '/employees\u0000',
      '',
      null,
    ]) {
      expect(safeAppPath(value, ORIGIN), String(value)).toBeNull();
    }
  });

  it('knows every page of the app: each is a link target or named as none', () => {
    const pagesDir = join(process.cwd(), 'src/pages');
    const files = (readdirSync(pagesDir, { recursive: true }) as string[])
      .map((file) => relative(pagesDir, join(pagesDir, file)).replace(/\\/g, '/'))
      .filter((file) => file.endsWith('.tsx') && !/(^|\/)_/.test(file));
    const known = new Set([...APP_LINK_ROUTES.map((route) => route.page), ...NOT_LINK_TARGETS]);
    expect(files.filter((file) => !known.has(file))).toEqual([]);
  });
});
