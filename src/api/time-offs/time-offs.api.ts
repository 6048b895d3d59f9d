import * as z from 'zod/mini';
import { bulkResultSchema, type BulkResult } from '../common.schemas';
import { request } from '../http';
import { multipartBody } from '../multipart';
import type { ListSortOf } from '../list-query';
import {
  timeOffCountsSchema,
  timeOffPageSchema,
  timeOffPreviewSchema,
  timeOffResponseSchema,
  type TimeOff,
  type TimeOffCounts,
  type TimeOffExclusionChange,
  type TimeOffInput,
  type TimeOffPage,
  type TimeOffPreview,
  type TimeOffPreviewInput,
  type TimeOffStatusChange,
} from './time-off.schemas';
import { timeOffListQuery, type TimeOffListQueryFilters, type TimeOffSortKey } from './time-off-list.query';

// The time-off calls (issue 12, planning.md §1.3): every one proposed; docs/api.md "Time off (proposed)".

export type TimeOffListParams = {
  filters: TimeOffListQueryFilters;
  page: number;
  perPage: number;
  sort?: ListSortOf<TimeOffSortKey>;
};

// GET time-offs: a page of requests, newest start first unless sorted otherwise.
export async function fetchTimeOffs(
  { filters, page, perPage, sort }: TimeOffListParams,
  signal?: AbortSignal,
): Promise<TimeOffPage> {
  const body = await request(timeOffPageSchema, {
    method: 'GET',
    url: 'time-offs',
    params: timeOffListQuery.params(filters, { page, perPage, sort }),
    signal,
  });
  return body.data;
}

// GET time-offs/counts: the badges (waiting for me, pending overall).
export async function fetchTimeOffCounts(signal?: AbortSignal): Promise<TimeOffCounts> {
  return (await request(timeOffCountsSchema, { method: 'GET', url: 'time-offs/counts', signal })).data;
}

export async function fetchTimeOff(id: number, signal?: AbortSignal): Promise<TimeOff> {
  return (await request(timeOffResponseSchema, { method: 'GET', url: `time-offs/${id}`, signal })).data;
}

// multipart/form-data: blanks go as '' (Laravel reads them as null), partial days as
// partial_days[i][date|part|hours], the file only when a new one is chosen.
export function timeOffForm(values: TimeOffInput) {
  return multipartBody({
    user_id: values.user_id || undefined,
    type: values.type,
    start_date: values.start_date,
    end_date: values.end_date,
    partial_days: values.partial_days.map((day) => ({
      date: day.date,
      part: day.part,
      hours: day.hours ?? null,
    })),
    note: values.note?.trim() ?? '',
    attachment: values.attachment || undefined,
  });
}

// POST time-offs (multipart): 201 with the request, pending; 422 at the fields.
export async function createTimeOff(values: TimeOffInput): Promise<TimeOff> {
  const body = await request(timeOffResponseSchema, {
    method: 'POST',
    url: 'time-offs',
    data: timeOffForm(values),
  });
  return body.data;
}

export type TimeOffUpdate = { id: number; values: TimeOffInput };

// POST time-offs/{id}?_method=PATCH (multipart): only while pending (422 at status otherwise).
export async function updateTimeOff({ id, values }: TimeOffUpdate): Promise<TimeOff> {
  const body = await request(timeOffResponseSchema, {
    method: 'POST',
    url: `time-offs/${id}`,
    params: { _method: 'PATCH' },
    data: timeOffForm(values),
  });
  return body.data;
}

export type TimeOffStatusRequest = { id: number; change: TimeOffStatusChange };

// PATCH time-offs/{id}/status: completes the caller's step; a rejection needs a comment and ends it.
export async function changeTimeOffStatus({ id, change }: TimeOffStatusRequest): Promise<TimeOff> {
  const body = await request(timeOffResponseSchema, {
    method: 'PATCH',
    url: `time-offs/${id}/status`,
    data: change,
  });
  return body.data;
}

export type TimeOffBulkApproval = { ids: number[]; comment?: string | null };
export type TimeOffBulkRejection = { ids: number[]; comment: string };

// PATCH time-offs/approve { ids, comment? }: each request's current step, where the caller may decide it.
export async function approveTimeOffs({ ids, comment }: TimeOffBulkApproval): Promise<BulkResult> {
  const data = comment ? { ids, comment } : { ids };
  return (await request(bulkResultSchema, { method: 'PATCH', url: 'time-offs/approve', data })).data;
}

// PATCH time-offs/reject { ids, comment }: the comment is required.
export async function rejectTimeOffs({ ids, comment }: TimeOffBulkRejection): Promise<BulkResult> {
  const body = await request(bulkResultSchema, {
    method: 'PATCH',
    url: 'time-offs/reject',
    data: { ids, comment },
  });
  return body.data;
}

export type TimeOffExclusionRequest = { id: number; change: TimeOffExclusionChange };

// PATCH time-offs/{id}/exclusion: how the absence is billed (time-off::manage).
export async function changeTimeOffExclusion({ id, change }: TimeOffExclusionRequest): Promise<TimeOff> {
  const body = await request(timeOffResponseSchema, {
    method: 'PATCH',
    url: `time-offs/${id}/exclusion`,
    data: change,
  });
  return body.data;
}

// DELETE time-offs/{id}: withdraws a pending request (or, for a manager, an approved one not yet
// started); 204.
export async function withdrawTimeOff(id: number): Promise<void> {
  await request(z.unknown(), { method: 'DELETE', url: `time-offs/${id}` });
}

// POST time-offs/preview (JSON): what the request would cost and touch; nothing is stored.
export async function previewTimeOff(
  values: TimeOffPreviewInput,
  signal?: AbortSignal,
): Promise<TimeOffPreview> {
  const data = {
    ...(values.id ? { id: values.id } : {}),
    ...(values.user_id ? { user_id: values.user_id } : {}),
    type: values.type,
    start_date: values.start_date,
    end_date: values.end_date,
    partial_days: values.partial_days,
    note: values.note,
  };
  return (await request(timeOffPreviewSchema, { method: 'POST', url: 'time-offs/preview', data, signal }))
    .data;
}
