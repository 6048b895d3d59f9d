import type { HttpHandler } from 'msw';
import { applicationConfigHandlers } from './application-configs';
import { assessmentHandlers } from './assessments';
import { authHandlers } from './auth';
import { currencyRateHandlers } from './currency-rates';
import { demoControlHandlers } from './demo-control';
import { departmentHandlers } from './departments';
import { globalRoleHandlers } from './global-roles';
import { impersonationHandlers } from './impersonation';
import { industryHandlers } from './industries';
import { minimalUserHandlers } from './minimal-users';
import { notificationHandlers } from './notifications';
import { organizationHandlers } from './organizations';
import { positionHandlers } from './positions';
import { projectManagerHandlers } from './project-managers';
import { publicHolidayHandlers } from './public-holidays';
import { seniorityHandlers } from './seniorities';
import { skillHandlers } from './skills';
import { userHandlers } from './users';

// Every route of the mocked API, for the browser worker, msw/node and Playwright alike.
export const handlers: HttpHandler[] = [
  ...demoControlHandlers,
  ...authHandlers,
  ...userHandlers,
  ...notificationHandlers,
  ...organizationHandlers,
  ...impersonationHandlers,
  ...minimalUserHandlers,
  ...positionHandlers,
  ...departmentHandlers,
  ...seniorityHandlers,
  ...skillHandlers,
  ...industryHandlers,
  ...assessmentHandlers,
  ...projectManagerHandlers,
  ...globalRoleHandlers,
  ...currencyRateHandlers,
  ...applicationConfigHandlers,
  ...publicHolidayHandlers,
];
