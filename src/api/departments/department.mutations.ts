import { defineOrgDataMutations } from '../org-data/org-data.mutations';
import { namedListEdits } from '../org-data/org-list-edits';
import { departmentsApi } from './departments.api';
import { departmentsList } from './departments.reference';

export const departmentsMutations = defineOrgDataMutations(departmentsApi, departmentsList, namedListEdits);
