import { addDays, subDays } from 'date-fns';
import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import type { MockUser, RegistrationRow } from './schemas';

// How long a registration link works after it is sent.
export const REGISTRATION_LINK_DAYS = 14;

// The demo's registration links, public like the demo passwords (README, e2e): per tenant, one that
// waits for its new hire and one its demo employee used long ago. They have a real token's shape and
// are stored hashed like every other; a link a recruiter sends gets a random token instead.
export const DEMO_REGISTRATION_TOKENS = {
  acme: {
    waiting: 'demo-acme-new-hire-registration-link-000001',
    used: 'demo-acme-used-up-registration-link-0000002',
  },
  globex: {
    waiting: 'demo-globex-new-hire-registration-link-0001',
    used: 'demo-globex-used-up-registration-link-00002',
  },
} as const satisfies Record<string, { waiting: string; used: string }>;

// SHA-256 (hex) of each token above, written out so the seed stays synchronous;
// tests/mocks/registration-links.test.ts checks that they match.
export const DEMO_REGISTRATION_TOKEN_HASHES: Readonly<Record<string, string>> = {
  [DEMO_REGISTRATION_TOKENS.acme.waiting]: '096f5ba2c9194d871ba7370ad56cbe3959efdd95fe398564c41ed72de86a1b6a',
  [DEMO_REGISTRATION_TOKENS.acme.used]: '0646dc33abe1d53795009dbe87391077672caac25ae4d75eef07990536572960',
  [DEMO_REGISTRATION_TOKENS.globex.waiting]:
    '5a11469b2056a9b10cde22b2e1159545a0481ad591218030c26ccbd7bfbbf556',
  [DEMO_REGISTRATION_TOKENS.globex.used]: 'b5dff48237065bd6863c1570045b5f14379dc4d6e6e49b2903ed2bd2c586ffda',
};

const NEW_HIRES: Record<string, { first_name: string; last_name: string }> = {
  acme: { first_name: 'Levan', last_name: 'Gelashvili' },
  globex: { first_name: 'Bart', last_name: 'Simpson' },
};

const demoTokensOf = (tenant: string): { waiting: string; used: string } | undefined =>
  (DEMO_REGISTRATION_TOKENS as Record<string, { waiting: string; used: string }>)[tenant];

const hashOf = (token: string): string => DEMO_REGISTRATION_TOKEN_HASHES[token] ?? '';

// The waiting link was sent on the reference date, so it works for REGISTRATION_LINK_DAYS from then.
export function seedRegistrations(
  tenant: string,
  users: readonly MockUser[],
  referenceDate: Date,
): RegistrationRow[] {
  const tokens = demoTokensOf(tenant);
  const hire = NEW_HIRES[tenant];
  if (!tokens || !hire) return [];
  const rows: RegistrationRow[] = [
    {
      id: 1,
      token_hash: hashOf(tokens.waiting),
      email: `${hire.first_name}.${hire.last_name}@${tenant}.test`.toLowerCase(),
      ...hire,
      user_id: null,
      created_at: referenceDate.toISOString(),
      expires_at: addDays(referenceDate, REGISTRATION_LINK_DAYS).toISOString(),
      used_at: null,
      revoked_at: null,
    },
  ];
  const employeeEmail = DEMO_ACCOUNTS.find((a) => a.tenant === tenant && a.role === 'employee')?.email;
  const employee = users.find((user) => user.email === employeeEmail);
  if (employee) {
    const sent = subDays(referenceDate, 410);
    rows.push({
      id: 2,
      token_hash: hashOf(tokens.used),
      email: employee.email,
      first_name: employee.first_name,
      last_name: employee.last_name,
      user_id: employee.id,
      created_at: sent.toISOString(),
      expires_at: addDays(sent, REGISTRATION_LINK_DAYS).toISOString(),
      used_at: subDays(referenceDate, 400).toISOString(),
      revoked_at: null,
    });
  }
  return rows;
}
