import { urlResponseSchema } from '../common.schemas';
import { request } from '../http';
import { impersonationStartSchema } from './impersonation.schemas';

export function startImpersonating(userId: number) {
  return request(impersonationStartSchema, { method: 'GET', url: `impersonate/${userId}/url` });
}

export async function cancelImpersonating(userId: number): Promise<string> {
  const body = await request(urlResponseSchema, { method: 'GET', url: `cancel-impersonate/${userId}/url` });
  return body.url;
}
