import { defineNamedItemList } from '../reference-data';

export const departmentsList = defineNamedItemList('departments', { needsToken: false });

export const useDepartments = departmentsList.useList;
