import { sessionScope } from '../session';
import type { CandidateListParams } from './recruitment.api';

// One root: any move, rejection, restore or hire refreshes the lists, the counts and the drawer.
export const recruitmentKeys = {
  all: () => [...sessionScope(), 'recruitment'] as const,
  lists: () => [...recruitmentKeys.all(), 'list'] as const,
  list: (params: CandidateListParams) => [...recruitmentKeys.lists(), params] as const,
  details: () => [...recruitmentKeys.all(), 'detail'] as const,
  detail: (id: number) => [...recruitmentKeys.details(), id] as const,
  history: (id: number) => [...recruitmentKeys.detail(id), 'history'] as const,
  notes: (id: number) => [...recruitmentKeys.detail(id), 'notes'] as const,
  stages: () => [...recruitmentKeys.all(), 'stages'] as const,
  reasons: () => [...sessionScope(), 'recruitment-reasons'] as const,
  duplicates: (query: object) => [...recruitmentKeys.all(), 'duplicates', query] as const,
  insights: (range: object) => [...recruitmentKeys.all(), 'insights', range] as const,
};
