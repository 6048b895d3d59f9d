import { request } from '../http';
import { currentUserResponseSchema, type CurrentUser } from './user.schemas';

export async function fetchCurrentUser(): Promise<CurrentUser> {
  const body = await request(currentUserResponseSchema, { method: 'GET', url: 'user', suppressed: true });
  return body.data;
}
