import { defineReferenceList } from '../reference-data';
import { departmentListSchema } from './department.schemas';

export const departmentsList = defineReferenceList({
  name: 'departments',
  url: 'departments',
  schema: departmentListSchema,
  select: (body) => body.data,
  needsToken: false,
});

export const useDepartments = departmentsList.useList;
