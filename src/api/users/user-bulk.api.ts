import { messageSchema } from '../common.schemas';
import { request } from '../http';

// Bulk actions of the employees list (SPEC §4: archived or activated in bulk).
export function archiveUsers(ids: number[]) {
  return request(messageSchema, { method: 'POST', url: 'user-archive', data: { ids } });
}

export function activateUsers(ids: number[]) {
  return request(messageSchema, { method: 'POST', url: 'user-activate', data: { ids } });
}

// DELETE with a body: Laravel reads it like any other.
export function deleteUsers(ids: number[]) {
  return request(messageSchema, { method: 'DELETE', url: 'user', data: { ids } });
}
