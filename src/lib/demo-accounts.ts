import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';

// The seeded accounts of the mocked API; the login page lists them when mocking is on.
export const DEMO_PASSWORD = 'password';

// The only MoneyBird tokens the demo's MoneyBird accepts (issue 30, L5): the mocked API keeps its data in
// the browser's localStorage in clear, so a real token must never be typed there. The first has every
// scope the portal needs, the second only sales_invoices (to show a missing scope).
export const DEMO_MONEY_BIRD_TOKEN = 'demo_moneybird_token_full';
export const DEMO_MONEY_BIRD_LIMITED_TOKEN = 'demo_moneybird_token_limited';

export type DemoRole = 'admin' | 'sale' | 'employee';

export const ROLE_PERMISSIONS: Record<DemoRole, Permission[]> = {
  admin: ALL_PERMISSIONS,
  sale: [
    PERMISSIONS.employeeView,
    PERMISSIONS.trafficView,
    PERMISSIONS.invoiceView,
    PERMISSIONS.projectView,
    PERMISSIONS.reportView,
  ],
  employee: [PERMISSIONS.employeeView],
};

export type DemoAccount = {
  tenant: string;
  organization: string;
  email: string;
  role: DemoRole;
  firstName: string;
  lastName: string;
};

export const DEMO_TENANTS = [
  { tenant: 'acme', organization: 'Acme Consulting' },
  { tenant: 'globex', organization: 'Globex Engineering' },
] as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    tenant: 'acme',
    organization: 'Acme Consulting',
    email: 'admin@acme.test',
    role: 'admin',
    firstName: 'Nino',
    lastName: 'Beridze',
  },
  {
    tenant: 'acme',
    organization: 'Acme Consulting',
    email: 'sale@acme.test',
    role: 'sale',
    firstName: 'Giorgi',
    lastName: 'Kapanadze',
  },
  {
    tenant: 'acme',
    organization: 'Acme Consulting',
    email: 'employee@acme.test',
    role: 'employee',
    firstName: 'Mariam',
    lastName: 'Lomidze',
  },
  {
    tenant: 'globex',
    organization: 'Globex Engineering',
    email: 'admin@globex.test',
    role: 'admin',
    firstName: 'Hank',
    lastName: 'Scorpio',
  },
  {
    tenant: 'globex',
    organization: 'Globex Engineering',
    email: 'sale@globex.test',
    role: 'sale',
    firstName: 'Frank',
    lastName: 'Grimes',
  },
  {
    tenant: 'globex',
    organization: 'Globex Engineering',
    email: 'employee@globex.test',
    role: 'employee',
    firstName: 'Lisa',
    lastName: 'Simpson',
  },
];
