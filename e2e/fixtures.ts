import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base } from '@playwright/test';
import type { AnyHandler } from 'msw';
import { resetMockDb } from '../src/mocks/db';
import { handlers as appHandlers } from '../src/mocks/handlers';
import { MOCK_API_URL } from '../src/lib/content-security-policy';
import {
  collectConsoleErrors,
  expectNoConsoleErrors,
  type ConsoleError,
  type ConsoleErrorOptions,
} from './support/console-errors';
import type { E2EOptions } from './support/options';

// Set in every page when the suite serves the API itself: the app's mocking bootstrap must then not
// start its own MSW worker (service workers are blocked, so worker.start() would reject).
export const EXTERNAL_MOCKS_FLAG = '__MSW_PLAYWRIGHT__';

type Fixtures = {
  // The handlers a test starts from; override per file with test.use({ handlers: [...] }).
  handlers: AnyHandler[];
  // The mocked API, running in the test's Node process. network.use(...) switches a fault on for
  // the rest of the test; every test starts from a freshly seeded db and the plain handlers.
  network: NetworkFixture;
  consoleErrors: ConsoleError[];
  expectNoConsoleErrors: (options?: ConsoleErrorOptions) => void;
};

const apiHost = new URL(MOCK_API_URL).hostname;

// The API host and its tenant subdomains.
function isApiRequest(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === apiHost || hostname.endsWith(`.${apiHost}`);
}

// Stands in for the network fixture where the app's own worker answers (the smoke project).
const networkOff = new Proxy({} as NetworkFixture, {
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
  handlers: [appHandlers as AnyHandler[], { option: true }],

  network: [
    async ({ context, handlers, mockNetwork }, provide) => {
      if (!mockNetwork) {
        await provide(networkOff);
        return;
      }
      await resetMockDb();
      const unhandled: string[] = [];
      const network = defineNetworkFixture({
        context,
        handlers,
        // A call to the API that no handler answers would go to the real network and fail in a
        // confusing way; name it instead. Other hosts (the app itself) pass through.
        onUnhandledRequest(request, print) {
          if (!isApiRequest(request.url)) return;
          unhandled.push(`${request.method} ${request.url}`);
          print.warning();
        },
      });
      await context.addInitScript((flag: string) => {
        (window as unknown as Record<string, boolean>)[flag] = true;
      }, EXTERNAL_MOCKS_FLAG);
      await network.enable();
      await provide(network);
      await network.disable();
      if (unhandled.length > 0) {
        throw new Error(`API requests no mock handler answered:\n  ${[...new Set(unhandled)].join('\n  ')}`);
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
export { type ConsoleError, type ConsoleErrorOptions } from './support/console-errors';
export { asRole, loginAs } from './support/login';
export { ACCOUNTS, ROLES, storageStatePath, type Role } from './support/roles';
