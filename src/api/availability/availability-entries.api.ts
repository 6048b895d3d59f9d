import { request } from '../http';
import {
  availabilityEntryListSchema,
  availabilityEntryResponseSchema,
  type AvailabilityEntry,
  type NewAvailabilityEntry,
} from './availability-entry.schemas';

// One person's entries, newest date first (proposed: the spec names no call that reads them).
export async function fetchAvailabilityEntries(userId: number): Promise<AvailabilityEntry[]> {
  const body = await request(availabilityEntryListSchema, {
    method: 'GET',
    url: 'employee-list-entries',
    params: { user_id: userId },
  });
  return body.data;
}

export async function createAvailabilityEntry(input: NewAvailabilityEntry): Promise<AvailabilityEntry> {
  const body = await request(availabilityEntryResponseSchema, {
    method: 'POST',
    url: 'employee-list-entries',
    data: {
      user_id: input.user_id,
      type: input.type,
      date: input.date,
      data: { availability: input.availability },
    },
  });
  return body.data;
}
