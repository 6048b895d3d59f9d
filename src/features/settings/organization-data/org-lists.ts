import type { UseQueryResult } from '@tanstack/react-query';
import { departmentsMutations } from '@/api/departments/department.mutations';
import { useDepartments } from '@/api/departments/departments.reference';
import type { OrgListName } from '@/api/org-data/org-data.queries';
import type { OrgListHooks } from '@/api/org-data/org-list-hooks';
import { positionsMutations } from '@/api/positions/position.mutations';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { senioritiesMutations } from '@/api/seniorities/seniority.mutations';
import { skillsMutations } from '@/api/skills/skill.mutations';
import { useSkills } from '@/api/skills/skills.reference';

// An item as the panels show it: flat lists have no parent; seniorities carry theirs.
export type OrgRowView = { id: number; name: string; parent_id?: number | null; depth?: number };

export type OrgListConfig = {
  name: OrgListName;
  title: string;
  singular: string;
  // Seniorities: items nest under a parent and may move under another.
  tree: boolean;
  // What deleting does to the people who have it, said in the confirmation.
  deleteEffect: string;
  useList: () => UseQueryResult<readonly OrgRowView[]>;
  mutations: OrgListHooks;
};

export const ORG_LISTS: readonly OrgListConfig[] = [
  {
    name: 'positions',
    title: 'Positions',
    singular: 'position',
    tree: false,
    deleteEffect: 'They will have no position until one is chosen for them.',
    useList: usePositions,
    mutations: positionsMutations,
  },
  {
    name: 'departments',
    title: 'Departments',
    singular: 'department',
    tree: false,
    deleteEffect: 'They will have no department until one is chosen for them.',
    useList: useDepartments,
    mutations: departmentsMutations,
  },
  {
    name: 'seniorities',
    title: 'Seniorities',
    singular: 'seniority',
    tree: true,
    deleteEffect: 'They will have no seniority until one is chosen for them.',
    useList: useSeniorities,
    mutations: senioritiesMutations,
  },
  {
    name: 'skills',
    title: 'Skills',
    singular: 'skill',
    tree: false,
    deleteEffect: 'It will be removed from their profiles.',
    useList: useSkills,
    mutations: skillsMutations,
  },
];
