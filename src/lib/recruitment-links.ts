// Where a candidate opens from elsewhere (the planner's incoming hires): their drawer on the active
// candidates page, addressed by ?candidate={id}.
export const ACTIVE_RECRUITMENT_PATH = '/admin/recruitment/active';
export const CANDIDATE_QUERY_KEY = 'candidate';

export const candidateHref = (id: number): string =>
  `${ACTIVE_RECRUITMENT_PATH}?${CANDIDATE_QUERY_KEY}=${id}`;
