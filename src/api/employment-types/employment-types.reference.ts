import { defineNamedItemList } from '../reference-data';

// { data: [{ id, name, order }] }; needs a token.
export const employmentTypesList = defineNamedItemList('employment-types', { needsToken: true });

export const useEmploymentTypes = employmentTypesList.useList;
