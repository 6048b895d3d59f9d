import { defineOrgDataApi } from '../org-data/org-data.api';

// POST departments { name }, POST departments/{id} { name }, DELETE departments/{id}, POST departments/{id}/reorder { new_order }.
export const departmentsApi = defineOrgDataApi({
  list: 'departments',
  item: (id) => `departments/${id}`,
  reorder: (id) => `departments/${id}/reorder`,
});
