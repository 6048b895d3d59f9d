import type { UserProject } from '../user-projects/user-project.schemas';
import { request } from '../http';
import {
  careerChangeDeletedSchema,
  careerChangeListSchema,
  careerEntryListSchema,
  careerEntryResponseSchema,
  projectsSinceResponseSchema,
  type CareerChange,
  type CareerEntry,
  type CareerEntryInput,
} from './career-history.schemas';

// A person's career steps, newest start first.
export async function fetchCareerHistory(userId: number): Promise<CareerEntry[]> {
  const body = await request(careerEntryListSchema, { method: 'GET', url: `career-history/${userId}` });
  return body.data;
}

const bodyOf = (input: CareerEntryInput) => ({
  user_id: input.user_id,
  position_id: input.position_id,
  department_id: input.department_id,
  seniority_id: input.seniority_id,
  start_date: input.start_date,
  end_date: input.end_date,
  note: input.note,
});

export async function createCareerEntry(input: CareerEntryInput): Promise<CareerEntry> {
  const body = await request(careerEntryResponseSchema, {
    method: 'POST',
    url: 'career-history',
    data: bodyOf(input),
  });
  return body.data;
}

// The API records what changed (who, when, each field from → to) in the step's history.
export async function updateCareerEntry(entryId: number, input: CareerEntryInput): Promise<CareerEntry> {
  const body = await request(careerEntryResponseSchema, {
    method: 'PATCH',
    url: `career-history/${entryId}`,
    data: bodyOf(input),
  });
  return body.data;
}

// The recorded changes of one step, newest first.
export async function fetchCareerChanges(entryId: number): Promise<CareerChange[]> {
  const body = await request(careerChangeListSchema, {
    method: 'GET',
    url: `career-history/history/${entryId}`,
  });
  return body.data;
}

export function deleteCareerChange(changeId: number) {
  return request(careerChangeDeletedSchema, { method: 'DELETE', url: `career-history/history/${changeId}` });
}

// date: yyyy-MM-dd.
export async function fetchProjectsSince(userId: number, date: string): Promise<UserProject[]> {
  const body = await request(projectsSinceResponseSchema, {
    method: 'GET',
    url: `projects-after-certain-date/${userId}`,
    params: { date },
  });
  return body.data;
}
