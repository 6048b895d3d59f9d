import type { CandidateFilters, CandidateSortKey } from '@/api/recruitment/candidates.query';
import type { ListSortOf } from '@/api/list-query';
import { PIPELINE_STAGES } from '@/lib/recruitment-stages';
import { daysInStage, type CandidateLookups } from './candidate-view';
import type { CandidateRow } from './recruitment-schemas';
import type { MockUser } from './schemas';

// The candidates list's query (candidateListQuery, read by the handler): which candidates, and in
// which order. Shared by the list and its CSV export.

export type CandidateQuery = {
  status: CandidateFilters['status'];
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
  sort: { column: CandidateSortKey; desc: boolean } | null;
};

// The filters and sort as read (already checked against the declaration), ready to match rows.
export function candidateQuery(
  filters: CandidateFilters,
  sort: ListSortOf<CandidateSortKey> | null,
): CandidateQuery {
  return {
    status: filters.status,
    stages: filters.stages ?? [],
    positionIds: filters.position_ids ?? [],
    seniorityIds: filters.seniority_ids ?? [],
    skills: (filters.skills ?? []).map((text) => {
      const [skillId, minLevel] = text.split(':');
      return { skillId: Number(skillId), minLevel: Number(minLevel) };
    }),
    sources: filters.sources ?? [],
    ownerIds: filters.owner_ids ?? [],
    reasonIds: filters.reason_ids ?? [],
    rejectedByIds: filters.rejected_by_ids ?? [],
    from: filters.from ?? '',
    to: filters.to ?? '',
    staleDays: filters.stale_days ?? null,
    search: (filters.search ?? '').trim().toLowerCase(),
    sort: sort ? { column: sort.id, desc: sort.desc } : null,
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

function sortValue(entry: CandidateEntry, column: CandidateSortKey, today: Date) {
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
