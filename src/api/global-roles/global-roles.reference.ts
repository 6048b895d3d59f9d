import { defineNamedItemList } from '../reference-data';

export const globalRolesList = defineNamedItemList('global-roles', { needsToken: true });

export const useGlobalRoles = globalRolesList.useList;
