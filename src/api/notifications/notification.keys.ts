import { sessionScope } from '../session';

export const notificationKeys = {
  all: () => [...sessionScope(), 'notifications'] as const,
  list: () => [...notificationKeys.all(), 'list'] as const,
};
