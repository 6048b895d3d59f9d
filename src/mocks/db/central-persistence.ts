import * as z from 'zod/mini';
import { readStorage, removeStorage, writeStorage } from '../storage';
import { centralDataSchema, type CentralData } from './central-schemas';
import type { SaveMeta } from './persistence';

// The browser save of the central store (identities, memberships, invitations), beside the tenants'.
// Its own prefix: the tenants' loader drops every key of theirs it does not know.
export const CENTRAL_SAVE_VERSION = 1;
const CENTRAL_KEY = `staff-portal:mock-central:v${CENTRAL_SAVE_VERSION}`;

const saveSchema = z.object({ scale: z.number(), seed: z.number(), data: centralDataSchema });

// A save of another scale or seed describes other tenants' users: dropped, and the store seeded afresh.
export function loadSavedCentralData(meta: SaveMeta): CentralData | null {
  const text = readStorage(CENTRAL_KEY);
  if (text === null) return null;
  try {
    const save = saveSchema.safeParse(JSON.parse(text));
    if (save.success && save.data.scale === meta.scale && save.data.seed === meta.seed) return save.data.data;
  } catch {
    // Unreadable: as if there were none.
  }
  removeStorage(CENTRAL_KEY);
  return null;
}

export function saveCentralData(meta: SaveMeta, data: CentralData): void {
  if (!writeStorage(CENTRAL_KEY, JSON.stringify({ ...meta, data }))) removeStorage(CENTRAL_KEY);
}

export function clearSavedCentralData(): void {
  removeStorage(CENTRAL_KEY);
}
