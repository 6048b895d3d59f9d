import { defineOrgDataMutations } from '../org-data/org-data.mutations';
import { seniorityListEdits } from '../org-data/org-list-edits';
import { senioritiesApi } from './seniorities.api';
import { senioritiesList } from './seniorities.reference';

export const senioritiesMutations = defineOrgDataMutations(
  senioritiesApi,
  senioritiesList,
  seniorityListEdits,
);
