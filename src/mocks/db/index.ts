// The mocked API's state, for the app's /test page, tests and Playwright.
export {
  allTenantDbs,
  configureMockDb,
  flushMockDb,
  getTenantDb,
  mockDbConfig,
  persistSoon,
  resetMockDb,
  type MockDbConfig,
} from './mock-db';
export { MOCK_ORGANIZATIONS, MOCK_TENANTS } from './organizations';
export type { MockUser, TenantData } from './schemas';
export type { TenantDb } from './tenant-db';
