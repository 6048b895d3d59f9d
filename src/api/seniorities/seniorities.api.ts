import { defineOrgDataApi } from '../org-data/org-data.api';

// POST seniorities { name, parent_id? }, POST seniorities/{id} { name }, DELETE seniorities/{id}, POST seniorities/{id}/reorder { new_order, parent_id }.
export const senioritiesApi = defineOrgDataApi({
  list: 'seniorities',
  item: (id) => `seniorities/${id}`,
  reorder: (id) => `seniorities/${id}/reorder`,
});
