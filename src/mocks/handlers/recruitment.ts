import { recruitmentCandidateHandlers } from './recruitment-candidates';

// Every recruitment route, in matching order (fixed paths before recruitment/candidates/:id).
export const recruitmentHandlers = [...recruitmentCandidateHandlers];
