import * as z from 'zod/mini';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../storage';
import { tenantDataSchema, type TenantData } from './schemas';

// Browser saves, one key per tenant: `staff-portal:mock-db:v<version>:<tenant>`. Bump the version
// whenever tenantDataSchema or the seed changes shape: older saves are then discarded, not migrated.
export const MOCK_DB_VERSION = 12;
const KEY_PREFIX = 'staff-portal:mock-db:';
const keyOf = (tenant: string): string => `${KEY_PREFIX}v${MOCK_DB_VERSION}:${tenant}`;

export type SaveMeta = { scale: number; seed: number };

const saveSchema = z.object({
  version: z.literal(MOCK_DB_VERSION),
  scale: z.number(),
  seed: z.number(),
  data: tenantDataSchema,
});

function parseSave(text: string): z.infer<typeof saveSchema> | null {
  try {
    const parsed = saveSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// A save made with another scale or seed belongs to another configuration: it is dropped, like a
// corrupt or old one, and the tenant is seeded afresh.
export function loadSavedTenant(tenant: string, meta: SaveMeta): TenantData | null {
  for (const key of storageKeys(KEY_PREFIX))
    if (!key.startsWith(`${KEY_PREFIX}v${MOCK_DB_VERSION}:`)) removeStorage(key);
  const text = readStorage(keyOf(tenant));
  if (text === null) return null;
  const save = parseSave(text);
  if (save && save.scale === meta.scale && save.seed === meta.seed) return save.data;
  removeStorage(keyOf(tenant));
  return null;
}

export function saveTenant(tenant: string, meta: SaveMeta, data: TenantData): void {
  // Too big for the quota: the demo keeps working, it only forgets its changes on reload.
  if (!writeStorage(keyOf(tenant), JSON.stringify({ version: MOCK_DB_VERSION, ...meta, data }))) {
    removeStorage(keyOf(tenant));
  }
}

export function clearSavedTenants(): void {
  for (const key of storageKeys(KEY_PREFIX)) removeStorage(key);
}
