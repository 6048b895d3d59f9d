import { defineOrgDataApi } from '../org-data/org-data.api';

// POST skills { name }, POST skills/{id} { name }, DELETE skills/{id}, POST skills/{id}/reorder { new_order }.
export const skillsApi = defineOrgDataApi({
  list: 'skills',
  item: (id) => `skills/${id}`,
  reorder: (id) => `skills/${id}/reorder`,
});
