import { sessionScope } from '../session';

export const invitationKeys = {
  all: () => [...sessionScope(), 'invitations'] as const,
  lists: () => [...invitationKeys.all(), 'list'] as const,
  list: (page: number) => [...invitationKeys.lists(), { page }] as const,
};
