import { createHash } from 'node:crypto';
import { getTenantDb } from '@/mocks/db';
import { configureMockDb } from '@/mocks/db/mock-db';
import { hashRegistrationToken, newRegistrationToken } from '@/mocks/db/registration-tokens';
import { DEMO_REGISTRATION_TOKEN_HASHES, DEMO_REGISTRATION_TOKENS } from '@/mocks/db/seed-registrations';
import { lastRegistrationLink, sentRegistrationMails } from '@/mocks/mail-outbox';
import { DEFAULT_MOCK_APP_ORIGIN } from '@/mocks/settings';
import {
  bearer,
  call,
  centralUrl,
  login,
  postJson,
  REFERENCE_DATE,
  setupMockApi,
  tenantUrl,
} from '../support/mock-api';

setupMockApi();
afterEach(() => vi.useRealTimers());

// Issue 30, H2: registration links that cannot be guessed, reused or replayed. A link's token is 32
// random bytes (base64url), stored only as its SHA-256, used once, refused after 14 days, replaced by
// the next link sent to the same person, e-mailed on the configured app origin, never shown to the
// recruiter; lookups of links that do not exist are limited per client.

const DAY = 24 * 3600_000;
// The form as the client sends it: every detail, null when left blank, and the new password.
const NO_DETAILS = {
  birth_date: null,
  phone: null,
  personal_email: null,
  location: null,
  address: null,
  emergency_contact: null,
};
const PASSWORD = { ...NO_DETAILS, password: 'new-password', password_confirmation: 'new-password' };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const linkOf = (token: string) => centralUrl(`employee-registration/${token}`);
const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

// The first active candidate of acme, and an admin's token to send them links.
async function candidate() {
  const db = await getTenantDb('acme');
  const row = db.candidates.findFirst((q) => q.where({ status: 'active' }));
  const person = row && db.users.findFirst((q) => q.where({ id: row.user_id }));
  if (!person) throw new Error('the seed has an active candidate');
  return { id: person.id, email: person.email, admin: await login('admin@acme.test') };
}

async function sendLink(id: number, admin: string, headers: Record<string, string> = {}) {
  return call(tenantUrl('acme', `recruitment/candidates/${id}/registration-link`), {
    method: 'POST',
    headers: { ...bearer(admin), ...headers },
  });
}

// Sends the candidate a link and gives the token their e-mail carried.
async function sentToken(id: number, email: string, admin: string): Promise<string> {
  expect((await sendLink(id, admin)).status).toBe(201);
  const link = lastRegistrationLink(email);
  if (!link) throw new Error(`no registration e-mail to ${email}`);
  return tokenOf(link);
}

const lookup = (token: string, client?: string) =>
  fetch(linkOf(token), { headers: client ? { 'X-Forwarded-For': client } : {} });

describe('registration links (issue 30, H2)', () => {
  it('a token is 32 random bytes as base64url: 43 characters, never the same twice', () => {
    const tokens = Array.from({ length: 200 }, newRegistrationToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('the db keeps only the SHA-256 of a link’s token, never the token', async () => {
    const { id, email, admin } = await candidate();
    const token = await sentToken(id, email, admin);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = (await getTenantDb('acme')).registrations.all();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.filter((row) => row.user_id === id).map((row) => row.token_hash)).toEqual([sha256(token)]);
    expect(await hashRegistrationToken(token)).toBe(sha256(token));
  });

  it('the demo links are stored as the SHA-256 of their documented tokens, in their shape', async () => {
    for (const [tenant, tokens] of Object.entries(DEMO_REGISTRATION_TOKENS)) {
      const stored = (await getTenantDb(tenant)).registrations.all().map((row) => row.token_hash);
      for (const token of [tokens.waiting, tokens.used]) {
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(DEMO_REGISTRATION_TOKEN_HASHES[token]).toBe(sha256(token));
        expect(stored).toContain(sha256(token));
      }
    }
  });

  it('a link works once: after the form is sent it is 410 “already used”, for reading and for sending', async () => {
    const { id, email, admin } = await candidate();
    const token = await sentToken(id, email, admin);
    expect((await call(linkOf(token))).status).toBe(200);
    expect((await postJson(linkOf(token), PASSWORD)).status).toBe(200);
    const used = { status: 410, body: { message: 'This registration link has already been used.' } };
    expect(await call(linkOf(token))).toEqual(used);
    expect(
      await postJson(linkOf(token), {
        ...NO_DETAILS,
        password: 'other-password',
        password_confirmation: 'other-password',
      }),
    ).toEqual(used);
  });

  it('an expired link is refused with 410 and its own message, and sets no password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REFERENCE_DATE);
    const { id, email, admin } = await candidate();
    const token = await sentToken(id, email, admin);
    vi.setSystemTime(REFERENCE_DATE.getTime() + 14 * DAY - 1000);
    expect((await call(linkOf(token))).status).toBe(200);
    vi.setSystemTime(REFERENCE_DATE.getTime() + 14 * DAY);
    const expired = {
      status: 410,
      body: { message: 'This registration link has expired. Ask your HR department for a new one.' },
    };
    expect(await call(linkOf(token))).toEqual(expired);
    expect(await postJson(linkOf(token), PASSWORD)).toEqual(expired);
    const row = (await getTenantDb('acme')).registrations.findFirst((q) =>
      q.where({ token_hash: sha256(token) }),
    );
    expect(row?.used_at).toBeNull();
  });

  it('a new link for a candidate revokes their earlier unused one', async () => {
    const { id, email, admin } = await candidate();
    const first = await sentToken(id, email, admin);
    const second = await sentToken(id, email, admin);
    expect(second).not.toBe(first);
    expect(await call(linkOf(first))).toEqual({
      status: 404,
      body: { message: 'This registration link is not valid.' },
    });
    expect((await postJson(linkOf(first), PASSWORD)).status).toBe(404);
    expect((await call(linkOf(second))).status).toBe(200);
  });

  it('the e-mailed link is on the configured app origin, whatever Origin or Host the request names', async () => {
    const { id, email, admin } = await candidate();
    const forged = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' };
    expect((await sendLink(id, admin, forged)).status).toBe(201);
    const link = new URL(lastRegistrationLink(email) ?? '');
    expect(link.origin).toBe(DEFAULT_MOCK_APP_ORIGIN);
    expect(link.pathname).toMatch(/^\/employee-registration\/[A-Za-z0-9_-]{43}$/);

    vi.stubEnv('NEXT_PUBLIC_MOCK_APP_ORIGIN', 'https://portal.example.com/any/path');
    expect((await sendLink(id, admin, forged)).status).toBe(201);
    expect(new URL(lastRegistrationLink(email) ?? '').origin).toBe('https://portal.example.com');
    expect(sentRegistrationMails().map((mail) => mail.to)).toEqual([email, email]);
  });

  it('the recruiter’s answer says to whom and until when it was sent: no token, no link', async () => {
    const { id, email, admin } = await candidate();
    const answer = await sendLink(id, admin);
    expect(answer.status).toBe(201);
    const data = (answer.body as { data: Record<string, string> }).data;
    expect(Object.keys(data).sort()).toEqual(['email', 'expires_at', 'sent_at']);
    expect(data.email).toBe(email);
    expect(Date.parse(data.expires_at ?? '') - Date.parse(data.sent_at ?? '')).toBe(14 * DAY);
    const token = tokenOf(lastRegistrationLink(email) ?? '');
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(JSON.stringify(answer.body)).not.toContain('employee-registration');
    // The candidate says the same, and nothing more.
    const shown = await call(tenantUrl('acme', `recruitment/candidates/${id}`), { headers: bearer(admin) });
    expect((shown.body as { data: { registration: unknown } }).data.registration).toEqual({
      status: 'sent',
      sent_at: data.sent_at,
      expires_at: data.expires_at,
    });
  });

  it('after 10 links that do not exist, a client gets 429 with Retry-After, even for a good link; others do not', async () => {
    const { id, email, admin } = await candidate();
    const token = await sentToken(id, email, admin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookup(newRegistrationToken(), '203.0.113.7')).status).toBe(404);
    }
    const refused = await lookup(token, '203.0.113.7');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many registration links/);
    // Sending the form is the same door.
    const posted = await fetch(linkOf(token), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
      body: JSON.stringify(PASSWORD),
    });
    expect(posted.status).toBe(429);
    expect((await lookup(token, '198.51.100.2')).status).toBe(200);
    // Links that exist (used or not) are no guesses and cost nothing.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await lookup(DEMO_REGISTRATION_TOKENS.acme.used, '198.51.100.2')).status).toBe(410);
    }
    expect((await lookup(token, '198.51.100.2')).status).toBe(200);
  });

  it('without X-Forwarded-For every caller shares one allowance, and a reset of the mock clears it', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await lookup(newRegistrationToken())).status).toBe(404);
    }
    expect((await lookup(newRegistrationToken())).status).toBe(429);
    configureMockDb({ referenceDate: REFERENCE_DATE });
    expect((await lookup(newRegistrationToken())).status).toBe(404);
  });
});
