import { sessionScope } from '../session';

// A CV's file is keyed with its updated_at, so a change to the CV shows a fresh preview.
export const cvKeys = {
  all: () => [...sessionScope(), 'cvs'] as const,
  histories: () => [...cvKeys.all(), 'history'] as const,
  history: (id: number) => [...cvKeys.histories(), id] as const,
  files: () => [...cvKeys.all(), 'file'] as const,
  file: (id: number, updatedAt: string) => [...cvKeys.files(), id, updatedAt] as const,
};
