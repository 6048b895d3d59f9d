import { test as base } from '@playwright/test';
import type { RequestHandler } from 'msw';
import { resetMockDb } from '../src/mocks/db';
import { handlers as appHandlers } from '../src/mocks/handlers';
import { MOCK_API_URL } from '../src/lib/mock-api-url';
import {
  collectConsoleErrors,
  expectNoConsoleErrors,
  type ConsoleError,
  type ConsoleErrorOptions,
} from './support/console-errors';
import { createMockNetwork, type MockNetwork } from './support/mock-network';
import type { E2EOptions } from './support/options';
import { countApiRequestsInPage } from './support/settle';

// Set in every page when the suite serves the API itself: the app's mocking bootstrap must then not
// start its own MSW worker (service workers are blocked, so worker.start() would reject).
export const EXTERNAL_MOCKS_FLAG = '__MSW_PLAYWRIGHT__';

type Fixtures = {
  // The handlers a test starts from; override per file with test.use({ handlers: [...] }).
  handlers: RequestHandler[];
  // The mocked API, running in the test's Node process. network.use(...) switches a fault on for
  // the rest of the test; every test starts from a freshly seeded db and the plain handlers.
  network: MockNetwork;
  consoleErrors: ConsoleError[];
  expectNoConsoleErrors: (options?: ConsoleErrorOptions) => void;
};

const apiHost = new URL(MOCK_API_URL).hostname;

// The API host and its tenant subdomains: the only requests the mocked network routes.
const apiUrl = new RegExp(`^https?://([^/]+\\.)?${apiHost.replaceAll('.', '\\.')}(:\\d+)?/`);

// Stands in for the network fixture where the app's own worker answers (the smoke project).
const networkOff = new Proxy({} as MockNetwork, {
  get(_target, property) {
    // Awaiting a value reads `then`; that must not throw.
    if (property === 'then') return undefined;
    throw new Error(
      `network.${String(property)}: the mocked network is off in this project (mockNetwork: false); ` +
        "the demo build's own MSW worker answers the API here.",
    );
  },
});

// The second argument of a fixture is called `provide`, not Playwright's usual `use`, which the React
// hooks lint rule mistakes for React's use().
export const test = base.extend<Fixtures & E2EOptions>({
  mockNetwork: [true, { option: true }],
  handlers: [appHandlers as RequestHandler[], { option: true }],

  network: [
    async ({ context, handlers, mockNetwork }, provide) => {
      await countApiRequestsInPage(context, apiHost);
      if (!mockNetwork) {
        await provide(networkOff);
        return;
      }
      await resetMockDb({ lazily: true });
      const problems: string[] = [];
      const network = createMockNetwork({
        context,
        handlers,
        apiUrl,
        // A call to the API that no handler answers would go to the real network and fail in a
        // confusing way; it fails at once instead, and the test names it.
        onUnhandledRequest(request) {
          problems.push(`no mock handler answered ${request.method} ${request.url}`);
        },
        onHandlerError(request, error) {
          problems.push(`the mock handler of ${request.method} ${request.url} threw: ${String(error)}`);
        },
      });
      await context.addInitScript((flag: string) => {
        (window as unknown as Record<string, boolean>)[flag] = true;
      }, EXTERNAL_MOCKS_FLAG);
      await network.enable();
      await provide(network);
      await network.disable();
      if (problems.length > 0) {
        throw new Error(`The mocked API:\n  ${[...new Set(problems)].join('\n  ')}`);
      }
    },
    // Auto: no request may reach the network, even in a test that never names the fixture.
    { auto: true },
  ],

  consoleErrors: async ({ context }, provide) => {
    await provide(await collectConsoleErrors(context));
  },

  expectNoConsoleErrors: async ({ consoleErrors }, provide) => {
    await provide((options) => expectNoConsoleErrors(consoleErrors, options));
  },
});

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations, type A11yOptions } from './support/a11y';
export { reloadWhenSettled, waitForApiToSettle } from './support/settle';
export { type ConsoleError, type ConsoleErrorOptions } from './support/console-errors';
export { asRole, loginAs } from './support/login';
export { ACCOUNTS, ROLES, storageStatePath, type Role } from './support/roles';
