import { bulkResultSchema, type BulkResult } from '../common.schemas';
import { requestFile, type DownloadedFile } from '../file-download';
import { request } from '../http';
import { multipartBody } from '../multipart';
import type { ListSortOf } from '../list-query';
import {
  candidateNoteListSchema,
  candidateNoteResponseSchema,
  candidatePageSchema,
  candidateResponseSchema,
  duplicateListSchema,
  hireResultSchema,
  registrationLinkSchema,
  rejectionInsightsSchema,
  rejectionReasonListSchema,
  stageHistorySchema,
  stageListSchema,
  type Candidate,
  type CandidateDuplicate,
  type CandidateHire,
  type CandidateInput,
  type CandidateNote,
  type HireResult,
  type RecruitmentStage,
  type RegistrationLinkSent,
  type RejectionInsights,
  type RejectionReason,
  type StageEvent,
} from './candidate.schemas';
import {
  candidateExportQuery,
  candidateListQuery,
  type CandidateFilters,
  type CandidateSortKey,
} from './candidates.query';
import { rejectionInsightsQuery, type RejectionInsightsPeriod } from './rejection-insights.query';

// Every recruitment call (all proposed, planning.md §3.5). Kept thin: a backend serving candidates as
// GET /users?stages[]=… changes only this file.

export const CANDIDATES_CSV_NAME = 'rejected-candidates.csv';

// Only what is set: no empty text.
function withoutBlanks<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

export type CandidateListParams = {
  filters: CandidateFilters;
  page: number;
  perPage: number;
  sort?: ListSortOf<CandidateSortKey>;
};

// GET recruitment/candidates: a page of active or rejected candidates.
export async function fetchCandidates(
  { filters, page, perPage, sort }: CandidateListParams,
  signal?: AbortSignal,
) {
  const body = await request(candidatePageSchema, {
    method: 'GET',
    url: 'recruitment/candidates',
    params: candidateListQuery.params(filters, { page, perPage, sort }),
    signal,
  });
  return body.data;
}

export async function fetchCandidate(id: number, signal?: AbortSignal): Promise<Candidate> {
  return (
    await request(candidateResponseSchema, { method: 'GET', url: `recruitment/candidates/${id}`, signal })
  ).data;
}

// GET recruitment/stages: the pipeline in order, with the active candidates at each.
export async function fetchStages(signal?: AbortSignal): Promise<RecruitmentStage[]> {
  return (await request(stageListSchema, { method: 'GET', url: 'recruitment/stages', signal })).data;
}

// GET recruitment/rejection-reasons: the tenant's list.
export async function fetchRejectionReasons(signal?: AbortSignal): Promise<RejectionReason[]> {
  return (
    await request(rejectionReasonListSchema, { method: 'GET', url: 'recruitment/rejection-reasons', signal })
  ).data;
}

export type DuplicateQuery = { email?: string; phone?: string; linkedin?: string; except_id?: number };

// GET recruitment/candidates/duplicates: people (active, rejected or hired) sharing any of these.
export async function fetchDuplicates(
  query: DuplicateQuery,
  signal?: AbortSignal,
): Promise<CandidateDuplicate[]> {
  const body = await request(duplicateListSchema, {
    method: 'GET',
    url: 'recruitment/candidates/duplicates',
    params: withoutBlanks(query),
    signal,
  });
  return body.data;
}

// multipart/form-data: blanks as '' (Laravel reads null), the CV only when one is chosen.
export function candidateForm({ cv, ...fields }: CandidateInput) {
  return multipartBody({ ...fields, cv: cv ?? undefined });
}

// POST recruitment/candidates (multipart): 201 with the candidate at the first stage; 422 at the fields
// (a taken e-mail at `email`).
export async function createCandidate(values: CandidateInput): Promise<Candidate> {
  return (
    await request(candidateResponseSchema, {
      method: 'POST',
      url: 'recruitment/candidates',
      data: candidateForm(values),
    })
  ).data;
}

export type CandidateUpdate = { id: number; values: CandidateInput };

// POST recruitment/candidates/{id}?_method=PATCH (multipart).
export async function updateCandidate({ id, values }: CandidateUpdate): Promise<Candidate> {
  const body = await request(candidateResponseSchema, {
    method: 'POST',
    url: `recruitment/candidates/${id}`,
    params: { _method: 'PATCH' },
    data: candidateForm(values),
  });
  return body.data;
}

export type StageMove = { id: number; stage: string; note?: string | null };

// PATCH recruitment/candidates/{id}/stage.
export async function moveCandidate({ id, stage, note }: StageMove): Promise<Candidate> {
  const body = await request(candidateResponseSchema, {
    method: 'PATCH',
    url: `recruitment/candidates/${id}/stage`,
    data: { stage, note: note ?? null },
  });
  return body.data;
}

export type BulkStageMove = { ids: number[]; stage: string };

// PATCH recruitment/candidates/stage: each that may move; the rest skipped with the reason.
export async function moveCandidates({ ids, stage }: BulkStageMove): Promise<BulkResult> {
  return (
    await request(bulkResultSchema, {
      method: 'PATCH',
      url: 'recruitment/candidates/stage',
      data: { ids, stage },
    })
  ).data;
}

export type Rejection = { ids: number[]; reason_id: number; note: string | null; notify: boolean };

// PATCH recruitment/candidates/reject: a reason is required (422 at reason_id).
export async function rejectCandidates(rejection: Rejection): Promise<BulkResult> {
  return (
    await request(bulkResultSchema, {
      method: 'PATCH',
      url: 'recruitment/candidates/reject',
      data: rejection,
    })
  ).data;
}

export type Restore = { id: number; stage?: string | null };

// PATCH recruitment/candidates/{id}/restore: back to the stage at rejection unless another is given.
export async function restoreCandidate({ id, stage }: Restore): Promise<Candidate> {
  const body = await request(candidateResponseSchema, {
    method: 'PATCH',
    url: `recruitment/candidates/${id}/restore`,
    data: stage ? { stage } : {},
  });
  return body.data;
}

export type HireRequest = { id: number; hire: CandidateHire };

// POST recruitment/candidates/{id}/hire: only at pre-offer or offer; the same user becomes an employee.
export async function hireCandidate({ id, hire }: HireRequest): Promise<HireResult> {
  return (
    await request(hireResultSchema, { method: 'POST', url: `recruitment/candidates/${id}/hire`, data: hire })
  ).data;
}

// POST recruitment/candidates/{id}/registration-link: e-mails the candidate a new link (the earlier one
// stops working); the answer says to whom and until when, never the link.
export async function sendRegistrationLink(id: number): Promise<RegistrationLinkSent> {
  return (
    await request(registrationLinkSchema, {
      method: 'POST',
      url: `recruitment/candidates/${id}/registration-link`,
    })
  ).data;
}

export async function fetchStageHistory(id: number, signal?: AbortSignal): Promise<StageEvent[]> {
  return (
    await request(stageHistorySchema, { method: 'GET', url: `recruitment/candidates/${id}/history`, signal })
  ).data;
}

export async function fetchCandidateNotes(id: number, signal?: AbortSignal): Promise<CandidateNote[]> {
  return (
    await request(candidateNoteListSchema, {
      method: 'GET',
      url: `recruitment/candidates/${id}/notes`,
      signal,
    })
  ).data;
}

export type NewNote = { id: number; body: string; rating: number | null };

// POST recruitment/candidates/{id}/notes: 201; a rating 1–5 or none.
export async function addCandidateNote({ id, body, rating }: NewNote): Promise<CandidateNote> {
  const answer = await request(candidateNoteResponseSchema, {
    method: 'POST',
    url: `recruitment/candidates/${id}/notes`,
    data: { body, rating },
  });
  return answer.data;
}

// GET recruitment/insights?from&to: rejections by reason and by stage in the period.
export async function fetchRejectionInsights(
  period: RejectionInsightsPeriod,
  signal?: AbortSignal,
): Promise<RejectionInsights> {
  const body = await request(rejectionInsightsSchema, {
    method: 'GET',
    url: 'recruitment/insights',
    params: rejectionInsightsQuery.params(period),
    signal,
  });
  return body.data;
}

export type CandidateExport = { filters: CandidateFilters; sort?: ListSortOf<CandidateSortKey> };

// GET recruitment/candidates/export?format=csv: the filtered candidates in the list's order
// (formula-safe cells).
export async function downloadCandidatesCsv({ filters, sort }: CandidateExport): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: 'recruitment/candidates/export',
    mediaTypes: ['text/csv'],
    params: candidateExportQuery.params({ ...filters, format: 'csv' }, { sort }),
  });
  return { blob, fileName: fileName ?? CANDIDATES_CSV_NAME };
}
