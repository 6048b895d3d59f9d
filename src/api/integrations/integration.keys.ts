import { sessionScope } from '../session';

export const integrationKeys = {
  all: () => [...sessionScope(), 'integrations'] as const,
  status: () => [...integrationKeys.all(), 'status'] as const,
  googleSettings: () => [...integrationKeys.all(), 'google-settings'] as const,
};
