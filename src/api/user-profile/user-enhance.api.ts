import { request } from '../http';
import { enhanceResponseSchema, type EnhanceRequest } from './user-enhance.schemas';

// The person is the path's user: their position, seniority, skills and years with the company shape it.
export async function enhanceText(userId: number, { field, text }: EnhanceRequest): Promise<string> {
  const body = await request(enhanceResponseSchema, {
    method: 'POST',
    url: `user-enhance/${userId}`,
    data: { field, text },
  });
  return body.data.suggestion;
}
