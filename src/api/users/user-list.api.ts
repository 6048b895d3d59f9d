import type { DirectoryDataType } from '@/lib/employee-directory';
import { request } from '../http';
import { employeeListQuery, usersWithUserDataListQuery, type UserDataType } from './user-list.query';
import {
  employeeListSchema,
  userIdListSchema,
  type Employee,
  type EmployeeStatus,
} from './user-list.schemas';

// Every row at once (per_page=all): the screen virtualises and filters locally.
export async function fetchEmployees(status: EmployeeStatus, signal?: AbortSignal): Promise<Employee[]> {
  const body = await request(employeeListSchema, {
    method: 'GET',
    url: 'users',
    params: employeeListQuery.params({ status }, { perPage: 'all' }),
    signal,
  });
  return body.data;
}

export async function fetchUserIdsWithSkill(skillId: number): Promise<number[]> {
  const body = await request(userIdListSchema, {
    method: 'GET',
    url: `users-with-certain-skills/${skillId}`,
  });
  return body.data.map((user) => user.id);
}

// SPEC §7: titles are mapped to position; a title is a position's name. The directory's `data_type`
// (its link's) as the API's.
export const userDataTypeOf = (dataType: DirectoryDataType | UserDataType): UserDataType =>
  dataType === 'title' ? 'position' : dataType;

export async function fetchUserIdsWithUserData(dataType: UserDataType, dataId: number): Promise<number[]> {
  const body = await request(userIdListSchema, {
    method: 'GET',
    url: 'users-with-certain-user-data',
    params: usersWithUserDataListQuery.params({ data_type: dataType, data_id: dataId }),
  });
  return body.data.map((user) => user.id);
}
