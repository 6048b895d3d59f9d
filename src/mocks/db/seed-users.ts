import type { Faker } from '@faker-js/faker';
import { subYears } from 'date-fns';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_PERMISSIONS, type DemoRole } from '@/lib/demo-accounts';
import type { ReferenceLists } from './seed-reference-lists';
import type { MockUser, UserStage } from './schemas';

type Account = { email: string; role: DemoRole; firstName: string; lastName: string };

// Accounts that also have a user row in another tenant: the acme admin administers globex too, so the
// organisation switcher has something to switch to. The row alone is no membership: the central store
// (identities.ts) links it to the person (issue 30, H1).
const CROSS_TENANT_MEMBERS: readonly { tenant: string; email: string }[] = [
  { tenant: 'globex', email: 'admin@acme.test' },
];

function fixedAccounts(tenant: string): Account[] {
  const own = DEMO_ACCOUNTS.filter((account) => account.tenant === tenant);
  const guests = CROSS_TENANT_MEMBERS.filter((member) => member.tenant === tenant).flatMap(
    (member) => DEMO_ACCOUNTS.find((account) => account.email === member.email) ?? [],
  );
  return [...own, ...guests];
}

// The e-mail of each fixed account of a tenant with its user id (they are seeded first, ids 1, 2, ...).
export function seededAccountIds(tenant: string): { email: string; userId: number }[] {
  return fixedAccounts(tenant).map((account, index) => ({ email: account.email, userId: index + 1 }));
}

// Demo accounts sit where their role is obvious in the lists.
const DEMO_PLACEMENT: Record<DemoRole, { position: string; department: string }> = {
  admin: { position: 'HR Manager', department: 'Human Resources' },
  sale: { position: 'Sales Manager', department: 'Sales' },
  employee: { position: 'Software Engineer', department: 'Engineering' },
};

const idOf = (rows: readonly { id: number; name: string }[], name: string): number | null =>
  rows.find((row) => row.name === name)?.id ?? null;

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export type SeedContext = { faker: Faker; tenant: string; lists: ReferenceLists; referenceDate: Date };

// What the employee pass (seed-employees.ts) fills in later, with its own random stream.
const NO_DETAILS = {
  employment_type_id: null,
  start_date: null,
  weekly_hours: null,
  personal: null,
  brief_intro: null,
  profile_sections: [],
} satisfies Partial<MockUser>;

function demoUser(id: number, account: Account, { faker, lists, referenceDate }: SeedContext): MockUser {
  const placement = DEMO_PLACEMENT[account.role];
  const grades = lists.seniorities.filter((row) => row.parent_id !== null);
  return {
    ...NO_DETAILS,
    skills: [],
    id,
    first_name: account.firstName,
    last_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    password: DEMO_PASSWORD,
    role: account.role,
    permissions: [...ROLE_PERMISSIONS[account.role]],
    active: true,
    title: placement.position,
    avatar: null,
    is_billable: account.role === 'employee',
    position_id: idOf(lists.positions, placement.position),
    department_id: idOf(lists.departments, placement.department),
    seniority_id: faker.helpers.arrayElement(grades).id,
    // Staff who never went through recruitment here: their profiles can be edited (SPEC §4).
    stage: '',
    archived: false,
    created_at: subYears(referenceDate, 2).toISOString(),
  };
}

const ROLE_WEIGHTS = [
  { weight: 85, value: 'employee' },
  { weight: 12, value: 'sale' },
  { weight: 3, value: 'admin' },
] as const satisfies readonly { weight: number; value: DemoRole }[];

// Staff only: came through recruitment (hired) or before it (''). The last 20 once drew a recruitment
// stage; they are hired now, so nobody is both staff and candidate (candidates are recruitment's own
// people, seed-candidates.ts). The weights keep their total and order, so the draws stay as they were.
const STAGE_WEIGHTS = [
  { weight: 70, value: 'hired' },
  { weight: 10, value: '' },
  { weight: 20, value: 'hired' },
] as const satisfies readonly { weight: number; value: UserStage }[];

function fakeUser(id: number, { faker, tenant, lists, referenceDate }: SeedContext): MockUser {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const role = faker.helpers.weightedArrayElement(ROLE_WEIGHTS);
  const position = faker.helpers.arrayElement(lists.positions);
  const archived = faker.datatype.boolean({ probability: 0.08 });
  const grades = lists.seniorities.filter((row) => row.parent_id !== null);
  return {
    ...NO_DETAILS,
    skills: [],
    id,
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`,
    // Built, not faked: unique by id, and far cheaper than faker's e-mails at 5,000 users.
    email: `${slug(firstName)}.${slug(lastName)}.${id}@${tenant}.test`,
    password: DEMO_PASSWORD,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    active: !archived && faker.datatype.boolean({ probability: 0.95 }),
    title: position.name,
    avatar: null,
    is_billable: role === 'employee' && faker.datatype.boolean({ probability: 0.8 }),
    position_id: position.id,
    department_id: faker.helpers.arrayElement(lists.departments).id,
    seniority_id: faker.helpers.arrayElement(grades).id,
    stage: faker.helpers.weightedArrayElement(STAGE_WEIGHTS),
    archived,
    created_at: faker.date.between({ from: subYears(referenceDate, 3), to: referenceDate }).toISOString(),
  };
}

// `scale` users in all: the tenant's fixed accounts first (ids 1, 2, ...), then generated ones.
export function seedUsers(context: SeedContext, scale: number): MockUser[] {
  const accounts = fixedAccounts(context.tenant);
  const users = accounts.map((account, index) => demoUser(index + 1, account, context));
  for (let id = users.length + 1; id <= scale; id += 1) users.push(fakeUser(id, context));
  return users;
}
