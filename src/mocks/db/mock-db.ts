import { startOfDay } from 'date-fns';
import { isBrowserRuntime, projectsFromEnv, scaleFromEnv } from '../settings';
import { isMockTenant, MOCK_TENANTS } from './organizations';
import { clearSavedTenants, loadSavedTenant, saveTenant } from './persistence';
import { seedTenant, type SeedOptions } from './seed-tenant';
import type { TenantData } from './schemas';
import { createTenantDb, tenantDataOf, type TenantDb } from './tenant-db';

// The mocked API's state: one lazily built db per tenant, restored from the browser save when there is
// one, seeded otherwise.

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

// A seed is a pure function of the tenant and the options, so each is made once and copied per reset:
// tests reset before every case, and a copy costs a tenth of a seed.
const seeds = new Map<string, TenantData>();

function seedOf(tenant: string, options: MockDbConfig): TenantData {
  const key = [
    tenant,
    options.scale,
    options.projects ?? '',
    options.seed,
    options.referenceDate.getTime(),
  ].join('|');
  // A page seeds once per load: keeping a copy for resets would only cost it a clone (a second at scale).
  if (isBrowserRuntime()) return seedTenant(tenant, options);
  let seeded = seeds.get(key);
  if (!seeded) {
    seeded = seedTenant(tenant, options);
    seeds.set(key, seeded);
  }
  return structuredClone(seeded);
}

async function buildTenantDb(tenant: string, options: MockDbConfig): Promise<TenantDb> {
  const data =
    loadSavedTenant(tenant, { scale: options.scale, seed: options.seed }) ?? seedOf(tenant, options);
  return createTenantDb(tenant, data);
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
}

// Replaces the whole configuration (omitted keys take their defaults) and drops every tenant's
// state, so the next request seeds with the new settings.
export function configureMockDb(options: Partial<MockDbConfig> = {}): void {
  config = { ...defaultConfig(), ...options };
  forget();
}

// Back to the seed: forgets changes in memory and in the browser save, then seeds every tenant.
export async function resetMockDb(): Promise<void> {
  forget();
  clearSavedTenants();
  await allTenantDbs();
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
}

// Called after every change; saves once things are quiet. Nothing to do outside the browser.
export function persistSoon(): void {
  if (!isBrowserRuntime()) return;
  unsaved = true;
  if (saveTimer !== null) clearTimeout(saveTimer);
  saveTimer = setTimeout(flushMockDb, SAVE_DEBOUNCE_MS);
}
