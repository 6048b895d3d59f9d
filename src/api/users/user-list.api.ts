import { request } from '../http';
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
    params: { status, per_page: 'all' },
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

// SPEC §7: titles are mapped to position; a title is a position's name.
export const userDataTypeOf = (dataType: string): string => (dataType === 'title' ? 'position' : dataType);

export async function fetchUserIdsWithUserData(dataType: string, dataId: number): Promise<number[]> {
  const body = await request(userIdListSchema, {
    method: 'GET',
    url: 'users-with-certain-user-data',
    params: { data_type: userDataTypeOf(dataType), data_id: dataId },
  });
  return body.data.map((user) => user.id);
}
