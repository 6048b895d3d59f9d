import { CANDIDATE_SORTS } from '@/api/recruitment/candidate.schemas';
import { PIPELINE_STAGES } from '@/lib/recruitment-stages';
import { validationFailed } from '../routing/responses';
import { validate } from '../routing/validate';
import { daysInStage, type CandidateLookups } from './candidate-view';
import type { CandidateRow } from './recruitment-schemas';
import type { MockUser } from './schemas';
import { optionalIds, queryTexts } from './traffic-query';

// The candidates list's query (CandidateFilters): which candidates, and in which order. Shared by the
// list and its CSV export.

const STATUSES = ['active', 'rejected'] as const;
const SKILL = /^(\d+):([1-5])$/;

export type CandidateQuery = {
  status: 'active' | 'rejected';
  stages: string[];
  positionIds: number[];
  seniorityIds: number[];
  skills: { skillId: number; minLevel: number }[];
  sources: string[];
  ownerIds: number[];
  reasonIds: number[];
  rejectedByIds: number[];
  from: string;
  to: string;
  staleDays: number | null;
  search: string;
  sort: { column: (typeof CANDIDATE_SORTS)[number]; desc: boolean } | null;
};

// Throws Laravel's 422 at the field for an unknown status, stage, skill or sort.
export function candidateQuery(url: URL): CandidateQuery {
  const query = Object.fromEntries(url.searchParams);
  const values = validate(query, {
    status: ['required', { in: STATUSES }],
    from: ['date'],
    to: ['date'],
    stale_days: ['integer'],
    search: [{ max: 255 }],
    sort: [{ in: CANDIDATE_SORTS.flatMap((column) => [column, `-${column}`]) }],
  });
  const errors: Record<string, string[]> = {};
  const stages = queryTexts(url, 'stages');
  if (stages.some((stage) => !(PIPELINE_STAGES as readonly string[]).includes(stage)))
    errors.stages = ['The selected stages is invalid.'];
  const skillTexts = queryTexts(url, 'skills');
  if (skillTexts.some((text) => !SKILL.test(text)))
    errors.skills = ['The skills field must be skill id and level, as "12:3".'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const sortText = values.sort;
  return {
    status: values.status as CandidateQuery['status'],
    stages,
    positionIds: optionalIds(url, 'position_ids'),
    seniorityIds: optionalIds(url, 'seniority_ids'),
    skills: skillTexts.map((text) => {
      const [, skillId, minLevel] = SKILL.exec(text) ?? [];
      return { skillId: Number(skillId), minLevel: Number(minLevel) };
    }),
    sources: queryTexts(url, 'sources'),
    ownerIds: optionalIds(url, 'owner_ids'),
    reasonIds: optionalIds(url, 'reason_ids'),
    rejectedByIds: optionalIds(url, 'rejected_by_ids'),
    from: values.from.slice(0, 10),
    to: values.to.slice(0, 10),
    staleDays: values.stale_days === '' ? null : Number(values.stale_days),
    search: values.search.toLowerCase(),
    sort: sortText
      ? {
          column: sortText.replace(/^-/, '') as (typeof CANDIDATE_SORTS)[number],
          desc: sortText.startsWith('-'),
        }
      : null,
  };
}

export type CandidateEntry = { user: MockUser; row: CandidateRow };

const within = (day: string, from: string, to: string) => (!from || day >= from) && (!to || day <= to);

function matches(query: CandidateQuery, lookups: CandidateLookups) {
  const seniorityIds = new Set(query.seniorityIds);
  return ({ user, row }: CandidateEntry): boolean => {
    if (row.status !== query.status) return false;
    if (query.stages.length > 0 && !query.stages.includes(row.stage)) return false;
    if (query.positionIds.length > 0 && !query.positionIds.includes(user.position_id ?? 0)) return false;
    if (seniorityIds.size > 0 && !seniorityIds.has(user.seniority_id ?? 0)) return false;
    for (const { skillId, minLevel } of query.skills) {
      if (!user.skills.some((skill) => skill.skill_id === skillId && skill.proficiency >= minLevel))
        return false;
    }
    if (query.sources.length > 0 && !query.sources.includes(row.source ?? '')) return false;
    if (query.ownerIds.length > 0 && !query.ownerIds.includes(row.owner_id ?? 0)) return false;
    if (query.reasonIds.length > 0 && !query.reasonIds.includes(row.rejection?.reason_id ?? 0)) return false;
    if (query.rejectedByIds.length > 0 && !query.rejectedByIds.includes(row.rejection?.rejected_by ?? 0))
      return false;
    // Created for active candidates, rejected for rejected ones.
    const day = (query.status === 'rejected' ? (row.rejection?.rejected_at ?? '') : row.created_at).slice(
      0,
      10,
    );
    if (!within(day, query.from, query.to)) return false;
    if (query.staleDays !== null && daysInStage(row, lookups.today) <= query.staleDays) return false;
    if (query.search) {
      const text = `${user.name} ${user.email}`.toLowerCase();
      if (!text.includes(query.search)) return false;
    }
    return true;
  };
}

const STAGE_ORDER = new Map<string, number>(PIPELINE_STAGES.map((stage, index) => [stage, index]));

function sortValue(entry: CandidateEntry, column: (typeof CANDIDATE_SORTS)[number], today: Date) {
  const { user, row } = entry;
  if (column === 'name') return user.name.toLowerCase();
  if (column === 'stage') return STAGE_ORDER.get(row.stage) ?? 0;
  if (column === 'days_in_stage') return daysInStage(row, today);
  if (column === 'last_activity_at') return row.last_activity_at;
  if (column === 'rejected_at') return row.rejection?.rejected_at ?? '';
  return row.created_at;
}

// Filtered and ordered: by the sort asked for (then by id), else newest first (active by creation,
// rejected by rejection).
export function selectCandidates(
  entries: readonly CandidateEntry[],
  query: CandidateQuery,
  lookups: CandidateLookups,
): CandidateEntry[] {
  const sort = query.sort ?? {
    column: query.status === 'rejected' ? ('rejected_at' as const) : ('created_at' as const),
    desc: true,
  };
  const direction = sort.desc ? -1 : 1;
  return entries
    .filter(matches(query, lookups))
    .map((entry) => ({ entry, key: sortValue(entry, sort.column, lookups.today) }))
    .sort((a, b) => {
      if (a.key < b.key) return -direction;
      if (a.key > b.key) return direction;
      return a.entry.user.id - b.entry.user.id;
    })
    .map(({ entry }) => entry);
}

// Every candidate row with its user (rows whose user is gone are left out).
export function candidateEntries(
  db: { candidates: { all: () => CandidateRow[] } },
  lookups: CandidateLookups,
) {
  return db.candidates.all().flatMap((row) => {
    const user = lookups.users.get(row.user_id);
    return user ? [{ user, row }] : [];
  });
}
