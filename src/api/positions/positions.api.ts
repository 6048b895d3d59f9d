import { defineOrgDataApi } from '../org-data/org-data.api';

// POST positions { name }, POST positions/{id} { name }, DELETE positions/{id}, POST positions/{id}/reorder { new_order }.
export const positionsApi = defineOrgDataApi({
  list: 'positions',
  item: (id) => `positions/${id}`,
  reorder: (id) => `positions/${id}/reorder`,
});
