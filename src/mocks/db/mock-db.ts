import { startOfDay } from 'date-fns';
import { clearOutbox } from '../mail-outbox';
import { resetRateLimits } from '../routing/rate-limit';
import { isBrowserRuntime, projectsFromEnv, scaleFromEnv } from '../settings';
import { timedMockStart } from '../start-timing';
import { clearSavedCentralData, loadSavedCentralData, saveCentralData } from './central-persistence';
import type { CentralData } from './central-schemas';
import { keepSeededMembershipsOf, seedCentralData } from './seed-central-data';
import { isMockTenant, MOCK_TENANTS } from './organizations';
import { clearSavedTenants, loadSavedTenant, saveTenant } from './persistence';
import { seedTenant, type SeedOptions } from './seed-tenant';
import type { TenantData } from './schemas';
import { createTenantDb, tenantDataOf, type TenantDb } from './tenant-db';

// The mocked API's state: one lazily built db per tenant and the central store (identities,
// memberships, invitations), each restored from the browser save when there is one, seeded otherwise.

export type MockDbConfig = SeedOptions;

const DEFAULT_SEED = 20240601;
const SAVE_DEBOUNCE_MS = 300;

const defaultConfig = (): MockDbConfig => ({
  scale: scaleFromEnv(),
  projects: projectsFromEnv(),
  seed: DEFAULT_SEED,
  // Today, so the demo's dates look recent; pass a fixed date for byte-identical seeds across days.
  referenceDate: startOfDay(new Date()),
});

let config: MockDbConfig = defaultConfig();
const pending = new Map<string, Promise<TenantDb>>();
const loaded = new Map<string, TenantDb>();
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let unsaved = false;
let central: CentralData | null = null;

// A seed is a pure function of the tenant and the options, so each is made and checked against the
// schemas once; a reset builds the db from a copy of the checked records (a tenth of a seed, and no
// second parse). Tests reset before every case.
const seeds = new Map<string, TenantData>();

async function seededDb(tenant: string, options: MockDbConfig): Promise<TenantDb> {
  // A page seeds once per load: keeping a copy for resets would only cost it a clone (a second at scale).
  if (isBrowserRuntime()) return createTenantDb(tenant, seedTenant(tenant, options));
  const key = [
    tenant,
    options.scale,
    options.projects ?? '',
    options.seed,
    options.referenceDate.getTime(),
  ].join('|');
  const checked = seeds.get(key);
  if (checked) return createTenantDb(tenant, structuredClone(checked), { validated: true });
  const db = await createTenantDb(tenant, seedTenant(tenant, options));
  seeds.set(key, structuredClone(tenantDataOf(db)));
  return db;
}

async function buildTenantDb(tenant: string, options: MockDbConfig): Promise<TenantDb> {
  const saved = timedMockStart(`${tenant} read from the browser save`, () =>
    loadSavedTenant(tenant, { scale: options.scale, seed: options.seed }),
  );
  if (saved) return timedMockStart(`${tenant} restored`, () => createTenantDb(tenant, saved));
  keepSeededMembershipsOf(getCentralData(), tenant);
  return timedMockStart(`${tenant} seeded`, () => seededDb(tenant, options));
}

// The central store, shared by every tenant.
export function getCentralData(): CentralData {
  central ??= timedMockStart(
    'central data',
    () =>
      loadSavedCentralData({ scale: config.scale, seed: config.seed }) ??
      seedCentralData(config.referenceDate),
  );
  return central;
}

export function getTenantDb(tenant: string): Promise<TenantDb> {
  if (!isMockTenant(tenant)) return Promise.reject(new Error(`The mocked API has no tenant "${tenant}"`));
  let db = pending.get(tenant);
  if (!db) {
    const built = buildTenantDb(tenant, config);
    db = built;
    pending.set(tenant, built);
    // A reset while this was building must not let the stale db back in.
    void built
      .then((value) => pending.get(tenant) === built && loaded.set(tenant, value))
      .catch(() => undefined);
  }
  return db;
}

// For the readiness route: the tenants whose db is built (seeded or restored) and those being built
// now, in MOCK_TENANTS' order.
export function seedState(): { seeded: string[]; seeding: string[] } {
  return {
    seeded: MOCK_TENANTS.filter((tenant) => loaded.has(tenant)),
    seeding: MOCK_TENANTS.filter((tenant) => pending.has(tenant) && !loaded.has(tenant)),
  };
}

export function allTenantDbs(): Promise<TenantDb[]> {
  return Promise.all(MOCK_TENANTS.map(getTenantDb));
}

export function mockDbConfig(): Readonly<MockDbConfig> {
  return config;
}

function forget(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  unsaved = false;
  pending.clear();
  loaded.clear();
  central = null;
  // What lives beside the data goes with it: the e-mails "sent" and the failed attempts counted.
  clearOutbox();
  resetRateLimits();
}

// Replaces the whole configuration (omitted keys take their defaults) and drops every tenant's
// state, so the next request seeds with the new settings.
export function configureMockDb(options: Partial<MockDbConfig> = {}): void {
  config = { ...defaultConfig(), ...options };
  forget();
}

// Back to the seed: forgets changes in memory and in the browser save, then seeds every tenant.
// `lazily` leaves each tenant to be seeded at its first request: an end-to-end test mostly uses one of
// the two, and a tenant's seed is a few hundred milliseconds of the test's own time.
export async function resetMockDb({ lazily = false }: { lazily?: boolean } = {}): Promise<void> {
  forget();
  clearSavedTenants();
  clearSavedCentralData();
  if (!lazily) await allTenantDbs();
}

// Writes every loaded tenant to the browser save now, if anything changed (also on pagehide, so a
// quick reload keeps the last change).
export function flushMockDb(): void {
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = null;
  if (!isBrowserRuntime() || !unsaved) return;
  unsaved = false;
  const meta = { scale: config.scale, seed: config.seed };
  for (const [tenant, db] of loaded) saveTenant(tenant, meta, tenantDataOf(db));
  if (central) saveCentralData(meta, central);
}

// Called after every change; saves once things are quiet. Nothing to do outside the browser.
export function persistSoon(): void {
  if (!isBrowserRuntime()) return;
  unsaved = true;
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = setTimeout(flushMockDb, SAVE_DEBOUNCE_MS);
}
