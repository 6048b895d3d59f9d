// Where a string from the API may be used as a link target (issue 30, L3). React escapes text but not a
// link's scheme: a `javascript:` or `data:` href runs or shows whatever it holds, and a relative one
// opens a page of this app (or its 404). So each link made from API data goes through one of these:
//   - safeExternalUrl: another site (a candidate's profile link): an absolute http(s) address only.
//   - safeAppPath: a screen of this app (a notification's link): a path of a route listed below only.
// A stored file is never a link: it is fetched with the authenticated file request (GET media/{id}).

// No control characters, spaces or backslashes anywhere (browsers drop or reinterpret them).
const ODD_CHARACTERS = /[\u0000-\u0020\u007f\\]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// A host name and maybe a path, typed without a scheme ("linkedin.com/in/ana"), as the forms allow.
const HOST_FIRST = /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i;

// An absolute http(s) address on a named host, without credentials, as a normalised href; else null.
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || ODD_CHARACTERS.test(text)) return null;
  const absolute = HAS_SCHEME.test(text) ? text : HOST_FIRST.test(text) ? `https://${text}` : null;
  if (!absolute) return null;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url.href;
}

// The private screens of this app a link from the API may open, by their page file under src/pages.
// Pages that sign in, hand over or reset a session (login, organisation switch, registration, password
// reset, e-mail verification) are no link target: a link from data must not start those.
export const APP_LINK_ROUTES: readonly { page: string; path: RegExp }[] = [
  { page: 'employees.tsx', path: /^\/employees$/ },
  { page: 'employee/[id]/index.tsx', path: /^\/employee\/\d+$/ },
  { page: 'employee/[id]/[...tab].tsx', path: /^\/employee\/\d+(\/[a-z-]+)+$/ },
  { page: 'add-employee.tsx', path: /^\/add-employee$/ },
  { page: 'admin/recruitment/active.tsx', path: /^\/admin\/recruitment\/active$/ },
  { page: 'admin/recruitment/rejected.tsx', path: /^\/admin\/recruitment\/rejected$/ },
  { page: 'budget.tsx', path: /^\/budget$/ },
  { page: 'invoices.tsx', path: /^\/invoices$/ },
  { page: 'projects/index.tsx', path: /^\/projects$/ },
  { page: 'projects/[...project].tsx', path: /^\/projects(\/[\w-]+)+$/ },
  { page: 'reports/income.tsx', path: /^\/reports\/income$/ },
  { page: 'reports/profitability.tsx', path: /^\/reports\/profitability$/ },
  { page: 'reports/salary.tsx', path: /^\/reports\/salary$/ },
  { page: 'settings.tsx', path: /^\/settings$/ },
  { page: 'time-offs.tsx', path: /^\/time-offs$/ },
  { page: 'traffic/table-view.tsx', path: /^\/traffic\/table-view$/ },
  { page: 'traffic/timeline-view.tsx', path: /^\/traffic\/timeline-view$/ },
];

// Every other page, named so that a new page is classified on purpose (tests/lib/safe-link.test.ts).
export const NOT_LINK_TARGETS: readonly string[] = [
  '404.tsx',
  'index.tsx',
  'login.tsx',
  'forgot-password.tsx',
  'reset-password.tsx',
  'organization-switch.tsx',
  'employee-registration/[id].tsx',
  'verification.tsx',
  'verify-notice.tsx',
  'test.tsx',
];

// A path of a listed screen ("/time-offs?request=7"), given as a path or as an address on this app's
// origin; anything else (another site, another scheme, a relative "media/12", an unlisted page) is null.
export function safeAppPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '' || ODD_CHARACTERS.test(value)) return null;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  if (!APP_LINK_ROUTES.some((route) => route.path.test(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
