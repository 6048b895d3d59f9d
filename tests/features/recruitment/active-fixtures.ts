import { candidatePageSchema, stageListSchema, type Candidate } from '@/api/recruitment/candidate.schemas';
import { DEFAULT_STAGE_NAMES, PIPELINE_STAGES } from '@/lib/recruitment-stages';
import { answerWith } from '../../support/answer-with';

// Candidates as the list answers them, for cases about what a row shows whatever the seed holds.
export function candidateRow(id: number, change: Partial<Candidate> = {}): Candidate {
  return {
    id,
    first_name: 'Ana',
    last_name: `Candidate ${id}`,
    name: `Ana Candidate ${id}`,
    email: `ana${id}@example.test`,
    phone: null,
    linkedin: null,
    avatar: null,
    position: { id: 1, name: 'QA engineer' },
    seniority: { id: 2, name: 'Middle' },
    stage: 'new',
    status: 'active',
    stage_changed_at: '2026-11-01T09:00:00Z',
    days_in_stage: 2,
    source: 'Referral',
    owner: { id: 1, name: 'Nino Beridze' },
    skills: [],
    expected_salary: 2500,
    currency: 'GEL',
    available_from: null,
    rating: null,
    registration: { status: 'not_sent', sent_at: null, expires_at: null },
    cv: null,
    rejection: null,
    duplicates_count: 0,
    last_activity_at: '2026-11-20T09:00:00Z',
    created_at: '2026-10-01T09:00:00Z',
    ...change,
  };
}

export function answerCandidates(rows: Candidate[]) {
  answerWith(
    'GET',
    'recruitment/candidates',
    200,
    { data: { data: rows, current_page: 1, last_page: 1, per_page: 25, total: rows.length } },
    candidatePageSchema,
  );
  answerStages(rows);
}

// The stages with the counts of these rows.
export function answerStages(rows: Candidate[]) {
  answerWith(
    'GET',
    'recruitment/stages',
    200,
    {
      data: PIPELINE_STAGES.map((key, order) => ({
        key,
        name: DEFAULT_STAGE_NAMES[key],
        order,
        count: rows.filter((row) => row.stage === key).length,
      })),
    },
    stageListSchema,
  );
}
