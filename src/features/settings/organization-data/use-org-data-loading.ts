import { useDepartments } from '@/api/departments/departments.reference';
import { useGlobalRoles } from '@/api/global-roles/global-roles.reference';
import type { OrgListName } from '@/api/org-data/org-data.queries';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { useSkills } from '@/api/skills/skills.reference';

// Whether each list of the tab still waits for its first answer (a failure is an answer).
export function useOrgDataLoading(): Record<OrgListName | 'roles', boolean> {
  return {
    positions: usePositions().isPending,
    departments: useDepartments().isPending,
    seniorities: useSeniorities().isPending,
    skills: useSkills().isPending,
    roles: useGlobalRoles().isPending,
  };
}
