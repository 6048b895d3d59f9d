import { listOf, namedItemSchema } from '../common.schemas';
import { defineReferenceList } from '../reference-data';

export const globalRolesList = defineReferenceList({
  name: 'global-roles',
  url: 'global-roles',
  schema: listOf(namedItemSchema),
  select: (body) => body.data,
  needsToken: true,
});

export const useGlobalRoles = globalRolesList.useList;
