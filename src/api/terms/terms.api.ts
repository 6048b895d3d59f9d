import * as z from 'zod/mini';
import { request } from '../http';
import {
  projectTermsSchema,
  termResponseSchema,
  type ProjectTerms,
  type Term,
  type TermInput,
} from './term.schemas';

// Which of a project's terms: those not ended before today (GET terms/{id}), or every one, ended too
// (GET terms/all/{id}). Both ids are the project's (finance.md §2.3 reading; to confirm).
export type TermScope = 'current' | 'all';

export function fetchProjectTerms(
  projectId: number,
  scope: TermScope,
  signal?: AbortSignal,
): Promise<ProjectTerms> {
  const url = scope === 'all' ? `terms/all/${projectId}` : `terms/${projectId}`;
  return request(projectTermsSchema, { method: 'GET', url, signal });
}

// POST terms/{projectId}: a new term; its plan as first saved is the project's baseline.
export async function createTerm({
  projectId,
  input,
}: {
  projectId: number;
  input: TermInput;
}): Promise<Term> {
  const body = await request(termResponseSchema, { method: 'POST', url: `terms/${projectId}`, data: input });
  return body.data;
}

// POST terms/{termId}?_method=patch: changes only the fields sent (the baseline stays).
export async function updateTerm({
  termId,
  patch,
}: {
  termId: number;
  patch: Partial<TermInput>;
}): Promise<Term> {
  const body = await request(termResponseSchema, {
    method: 'POST',
    url: `terms/${termId}`,
    params: { _method: 'patch' },
    data: patch,
  });
  return body.data;
}

// DELETE terms/{termId} answers 204. A term that invoices refer to is refused (422) unless `force`
// (proposed `?force=1`): the client sends it only once the person has read how many invoices refer to it.
export async function deleteTerm({ termId, force }: { termId: number; force: boolean }): Promise<void> {
  await request(z.unknown(), {
    method: 'DELETE',
    url: `terms/${termId}`,
    params: force ? { force: 1 } : undefined,
  });
}
