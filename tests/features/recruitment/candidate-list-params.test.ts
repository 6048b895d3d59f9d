import { candidateListQuery } from '@/api/recruitment/candidates.query';
import {
  ACTIVE_CANDIDATE_SCREEN_DEFAULTS,
  activeCandidateParamsOf,
  activeCandidateQueryOf,
  activeCandidateSortOf,
} from '@/features/recruitment/active/active-candidate-params';
import {
  REJECTED_SCREEN_DEFAULTS,
  rejectedQueryFiltersOf,
  rejectedSortOf,
} from '@/features/recruitment/rejected/rejected-candidate-params';
import { createListCodec } from '@/lib/list-params';
import {
  activeCandidateListSchema,
  BOARD_PAGE_SIZE,
} from '@/features/recruitment/active/active-candidate-url';
import { STALE_WARNING_DAYS } from '@/lib/recruitment-stages';
import { rejectedListSchema } from '@/features/recruitment/rejected/rejected-candidate-url';

// The active and rejected screens' links as GET recruitment/candidates takes them (issue 31): one
// declaration, each screen a subset of its sort keys.

describe('the active candidates’ link as the API’s query', () => {
  const codec = createListCodec(activeCandidateListSchema, ACTIVE_CANDIDATE_SCREEN_DEFAULTS);

  it('asks only for what is set, stale as more than the warning days in the stage', () => {
    const state = codec.decode({ stage: ['new', 'offer'], skill: '12:4', stale: 'true', q: '  ann ' });
    expect(candidateListQuery.params(activeCandidateQueryOf(state.filters))).toEqual({
      status: 'active',
      stages: ['new', 'offer'],
      skills: ['12:4'],
      stale_days: STALE_WARNING_DAYS,
      search: 'ann',
    });
    expect(
      candidateListQuery.params(activeCandidateQueryOf(ACTIVE_CANDIDATE_SCREEN_DEFAULTS.filters)),
    ).toEqual({ status: 'active' });
  });

  it('leaves out a stage the pipeline does not have (a hand-edited link)', () => {
    const state = codec.decode({ stage: ['offer', 'hired'] });
    expect(activeCandidateQueryOf(state.filters).stages).toEqual(['offer']);
  });

  it('sorts by the API’s keys an active candidate has, else by last activity', () => {
    const sortable = ACTIVE_CANDIDATE_SCREEN_DEFAULTS.sortable ?? [];
    expect(sortable.every((id) => candidateListQuery.sortKeyOf(id) === id)).toBe(true);
    expect(sortable).not.toContain('rejected_at');
    expect(sortable).toContain(ACTIVE_CANDIDATE_SCREEN_DEFAULTS.sort.id);
    expect(activeCandidateSortOf({ id: 'days_in_stage', desc: false })).toEqual({
      id: 'days_in_stage',
      desc: false,
    });
    expect(activeCandidateSortOf({ id: 'salary', desc: true })).toEqual({
      id: 'last_activity_at',
      desc: true,
    });
  });

  it('asks for the whole pipeline in one page on the board', () => {
    const state = codec.decode({ layout: 'board', page: '3' });
    expect(activeCandidateParamsOf(state)).toMatchObject({ page: 1, perPage: BOARD_PAGE_SIZE });
  });
});

describe('the rejected candidates’ link as the API’s query', () => {
  const codec = createListCodec(rejectedListSchema, REJECTED_SCREEN_DEFAULTS);

  it('sends only what is set, always with the status and the period', () => {
    const filters = { ...REJECTED_SCREEN_DEFAULTS.filters, reason: [3], search: '  ' };
    expect(
      candidateListQuery.params(rejectedQueryFiltersOf(filters, { from: '2025-11-25', to: '2026-11-24' })),
    ).toEqual({ status: 'rejected', reason_ids: [3], from: '2025-11-25', to: '2026-11-24' });
  });

  it('sorts by the API’s name, stage and rejection date only, else newest rejection first', () => {
    expect(REJECTED_SCREEN_DEFAULTS.sortable).toEqual(['name', 'stage', 'rejected_at']);
    expect(REJECTED_SCREEN_DEFAULTS.sortable).toContain(REJECTED_SCREEN_DEFAULTS.sort.id);
    expect(codec.decode({ sort: 'days_in_stage:asc' }).sort).toEqual({ id: 'rejected_at', desc: true });
    expect(rejectedSortOf({ id: 'created_at', desc: false })).toEqual({ id: 'rejected_at', desc: false });
  });
});
