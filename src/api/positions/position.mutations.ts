import { defineOrgDataMutations } from '../org-data/org-data.mutations';
import { namedListEdits } from '../org-data/org-list-edits';
import { positionsApi } from './positions.api';
import { positionsList } from './positions.reference';

export const positionsMutations = defineOrgDataMutations(positionsApi, positionsList, namedListEdits);
