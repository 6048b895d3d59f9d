import * as z from 'zod/mini';
import { listParam, type ListDefaults } from '@/lib/list-params';

// The active candidates list as it lives in the URL: /admin/recruitment/active?layout=board&stage=offer&
// position=3&skill=12:3&stale=1&q=ann. `layout` is how the list is drawn, not which candidates it holds.

export const RECRUITMENT_LAYOUTS = ['table', 'board'] as const;
export type RecruitmentLayout = (typeof RECRUITMENT_LAYOUTS)[number];

const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
// "skillId:minLevel", the API's own form.
const skillLevel = () => z.array(z.string().check(z.regex(/^\d+:[1-5]$/)));

export const activeCandidateListSchema = z.object({
  layout: listParam.oneOf(RECRUITMENT_LAYOUTS),
  q: listParam.text(),
  stage: listParam.texts(),
  position: listParam.ids(),
  seniority: listParam.ids(),
  skill: skillLevel(),
  source: listParam.texts(),
  owner: listParam.ids(),
  from: day(),
  to: day(),
  stale: listParam.flag(),
});
export type ActiveCandidateListFilters = z.output<typeof activeCandidateListSchema>;

// The screen's defaults; the sort keys it offers are the API's (features/recruitment/active adds them).
export const ACTIVE_CANDIDATE_LIST_DEFAULTS: ListDefaults<ActiveCandidateListFilters> = {
  filters: {
    layout: 'table',
    q: '',
    stage: [],
    position: [],
    seniority: [],
    skill: [],
    source: [],
    owner: [],
    from: null,
    to: null,
    stale: false,
  },
  sort: { id: 'last_activity_at', desc: true },
  perPage: 25,
};

// The board shows the whole pipeline at once (about forty cards): one page this large.
export const BOARD_PAGE_SIZE = 100;

// A skill filter's value and its parts.
export const skillFilterValue = (skillId: number, minLevel: number): string => `${skillId}:${minLevel}`;
export function skillFilterParts(value: string): { skillId: number; minLevel: number } | null {
  const match = /^(\d+):([1-5])$/.exec(value);
  return match ? { skillId: Number(match[1]), minLevel: Number(match[2]) } : null;
}

// "12 d" and, when flagged, "12 d · stale": the flag in words, never by colour alone.
export function daysInStageText(days: number, stale: boolean): string {
  return stale ? `${days} d · stale` : `${days} d`;
}

// The stage after (+1) or before (-1) `stage` in the pipeline as the API serves it (a tenant may rename
// or reorder it); null past either end or for a stage it does not know.
export function stageAfter(stageKeys: readonly string[], stage: string, step: 1 | -1): string | null {
  const index = stageKeys.indexOf(stage);
  if (index < 0) return null;
  return stageKeys[index + step] ?? null;
}
