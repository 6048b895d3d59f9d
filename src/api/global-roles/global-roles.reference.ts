import { defineReferenceList } from '../reference-data';
import { globalRoleListSchema } from './global-role.schemas';

export const globalRolesList = defineReferenceList({
  name: 'global-roles',
  url: 'global-roles',
  schema: globalRoleListSchema,
  select: (body) => body.data,
  needsToken: true,
});

export const useGlobalRoles = globalRolesList.useList;
