import { sessionScope } from '../session';

export const profileSectionKeys = {
  all: () => [...sessionScope(), 'profile-sections'] as const,
  lists: () => [...profileSectionKeys.all(), 'list'] as const,
};
