import { dataOf, listOf } from '../common.schemas';
import { availabilityEntrySchema, type AvailabilityEntry } from '../users/user-list.schemas';

// Employee list entries (SPEC §3): { id, user_id, type, date, data: { availability } }.
export { availabilityEntrySchema, type AvailabilityEntry };

export const availabilityEntryListSchema = listOf(availabilityEntrySchema);
export const availabilityEntryResponseSchema = dataOf(availabilityEntrySchema);

export type NewAvailabilityEntry = { user_id: number; type: string; date: string; availability: string };
