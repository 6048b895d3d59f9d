import { recruitmentCandidateHandlers } from './recruitment-candidates';
import { recruitmentChangeHandlers } from './recruitment-changes';
import { recruitmentHireHandlers } from './recruitment-hire';
import { recruitmentNoteHandlers } from './recruitment-notes';

// Every recruitment route (planning.md §3.5, proposed), in matching order: each file puts its fixed
// paths before recruitment/candidates/:id.
export const recruitmentHandlers = [
  ...recruitmentCandidateHandlers,
  ...recruitmentChangeHandlers,
  ...recruitmentHireHandlers,
  ...recruitmentNoteHandlers,
];
