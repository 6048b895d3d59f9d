import * as z from 'zod/mini';
import { PIPELINE_STAGES } from '@/lib/recruitment-stages';
import { defineListQuery, listFilter, type FiltersOfQuery } from '../list-query';
import { CANDIDATE_STATUSES } from './candidate.schemas';

// GET recruitment/candidates (proposed, planning.md §3.5): active or rejected candidates, never both,
// so `status` is required. The CSV export (GET recruitment/candidates/export) takes the same filters
// and sort, and `format`.

const SEARCH_MAX = 255;
// "skillId:minLevel": at least this level of that skill.
const SKILL_LEVEL = /^\d+:[1-5]$/;

const candidateFilters = {
  status: listFilter.required(listFilter.oneOf(CANDIDATE_STATUSES)),
  stages: listFilter.manyOf(PIPELINE_STAGES),
  position_ids: listFilter.ids(),
  seniority_ids: listFilter.ids(),
  skills: z.optional(z.array(z.string().check(z.regex(SKILL_LEVEL)))),
  sources: listFilter.texts(),
  owner_ids: listFilter.ids(),
  reason_ids: listFilter.ids(),
  rejected_by_ids: listFilter.ids(),
  // Created (active) or rejected (rejected) between these days.
  from: listFilter.day(),
  to: listFilter.day(),
  // Only those longer than this many days in their stage.
  stale_days: listFilter.integer(),
  search: z.optional(z.string().check(z.maxLength(SEARCH_MAX))),
};
const messages = {
  skills: 'The :field field must be skill id and level, as "12:3".',
  stale_days: 'The stale days field must be an integer.',
  search: `The search field must not be greater than ${SEARCH_MAX} characters.`,
};
const CANDIDATE_SORTS = [
  'name',
  'stage',
  'days_in_stage',
  'last_activity_at',
  'rejected_at',
  'created_at',
] as const;

export const candidateListQuery = defineListQuery({
  sorts: CANDIDATE_SORTS,
  filters: candidateFilters,
  messages,
});

export const candidateExportQuery = defineListQuery({
  sorts: CANDIDATE_SORTS,
  filters: { ...candidateFilters, format: listFilter.required(listFilter.oneOf(['csv'])) },
  paging: 'none',
  messages,
});

export type CandidateFilters = FiltersOfQuery<typeof candidateListQuery>;
export type CandidateSortKey = (typeof candidateListQuery.sorts)[number];
