import { setupServer } from 'msw/node';
import { handlers } from './handlers';

// The mocked API for vitest: state in memory. Tests call server.listen({ onUnhandledRequest: 'error' }).
export const server = setupServer(...handlers);
