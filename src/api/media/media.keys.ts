import { sessionScope } from '../session';

// A stored file never changes under its id (a new upload is a new id), so its bytes are kept.
export const mediaKeys = {
  all: () => [...sessionScope(), 'media'] as const,
  bytes: (id: number) => [...mediaKeys.all(), id, 'bytes'] as const,
};
