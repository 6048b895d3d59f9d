import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

// A place the location lookup offers (SPEC §3 "location lookup by search text").
export const locationSchema = z.object({ id: z.string(), name: z.string(), country: z.string() });
export type Location = z.infer<typeof locationSchema>;

export const locationListSchema = listOf(locationSchema);

// Shorter text matches too much to be worth a call.
export const LOCATION_SEARCH_MIN_LENGTH = 2;
