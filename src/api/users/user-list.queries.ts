import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryDataType } from '@/lib/employee-directory';
import {
  fetchEmployees,
  fetchUserIdsWithSkill,
  fetchUserIdsWithUserData,
  userDataTypeOf,
} from './user-list.api';
import type { UserDataType } from './user-list.query';
import type { Employee, EmployeeStatus } from './user-list.schemas';
import { userKeys } from './user.keys';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';

// Page data (SPEC §8 'page'): a refusal lands on /404.
export const employeeListQuery = (status: EmployeeStatus) =>
  queryOptions({
    queryKey: userKeys.employees(status),
    // Switching tabs before the rows arrive cancels the request.
    queryFn: ({ signal }) => fetchEmployees(status, signal),
  });

export function useEmployees(status: EmployeeStatus, options?: QueryHookOptions<Employee[]>) {
  return useQuery(withQueryOptions(employeeListQuery(status), options));
}

export const usersWithSkillQuery = (skillId: number) =>
  queryOptions({ queryKey: userKeys.withSkill(skillId), queryFn: () => fetchUserIdsWithSkill(skillId) });

// The ids of the people with a skill; nothing is asked while no skill is chosen.
export function useUsersWithSkill(skillId: number | null, options?: QueryHookOptions<number[]>) {
  return useQuery(withQueryOptions(usersWithSkillQuery(skillId ?? 0), options, skillId !== null));
}

export const usersWithUserDataQuery = (dataType: DirectoryDataType | UserDataType, dataId: number) =>
  queryOptions({
    // Keyed by what is sent: 'title' and 'position' share one answer.
    queryKey: userKeys.withUserData(userDataTypeOf(dataType), dataId),
    queryFn: () => fetchUserIdsWithUserData(userDataTypeOf(dataType), dataId),
  });

// The ids of the people with a position, department or seniority ('title' is sent as 'position').
export function useUsersWithUserData(
  dataType: DirectoryDataType | UserDataType | null,
  dataId: number | null,
  options?: QueryHookOptions<number[]>,
) {
  return useQuery(
    withQueryOptions(
      usersWithUserDataQuery(dataType ?? 'position', dataId ?? 0),
      options,
      dataType !== null && dataId !== null,
    ),
  );
}
