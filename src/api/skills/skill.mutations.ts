import { defineOrgDataMutations } from '../org-data/org-data.mutations';
import { namedListEdits } from '../org-data/org-list-edits';
import { skillsApi } from './skills.api';
import { skillsList } from './skills.reference';

export const skillsMutations = defineOrgDataMutations(skillsApi, skillsList, namedListEdits);
