import { DEMO_REGISTRATION_TOKENS } from '../../src/mocks/db/seed-registrations';

// Every screen shown before log in, dynamic ones with an example token.
export const PUBLIC_ROUTES = [
  '/login',
  '/forgot-password',
  '/reset-password?token=t&email=a%40b.test',
  '/verification',
  '/verify-notice',
  '/404',
  `/employee-registration/${DEMO_REGISTRATION_TOKENS.acme.waiting}`,
] as const;

// Every signed-in route of SPEC §2, dynamic ones with an example id.
export const APP_ROUTES = [
  '/employees',
  '/add-employee',
  '/employee/3/overview',
  '/employee/3/cvs',
  '/time-offs',
  '/traffic/table-view',
  '/traffic/timeline-view',
  '/admin/recruitment/active',
  '/admin/recruitment/rejected',
  '/reports/profitability',
  '/reports/salary',
  '/reports/income',
  '/invoices',
  '/projects',
  '/projects/1/dashboard',
  '/budget',
  '/settings',
  '/test',
] as const;
