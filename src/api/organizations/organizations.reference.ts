import { request } from '../http';
import { urlResponseSchema } from '../common.schemas';
import { defineReferenceList } from '../reference-data';
import { organizationListSchema } from './organization.schemas';

// The user's organisations: a token-only reference list.
export const userOrganizationsList = defineReferenceList({
  name: 'organizations',
  url: 'organizations',
  schema: organizationListSchema,
  select: (body) => body.data.data,
  needsToken: true,
});

export const useUserOrganizations = userOrganizationsList.useList;

export async function fetchOrganizationUrl(id: number): Promise<string> {
  const body = await request(urlResponseSchema, { method: 'GET', url: `organizations/${id}/url` });
  return body.url;
}
