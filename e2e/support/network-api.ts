import { test as base, type APIRequestContext } from '@playwright/test';
import type { Fault } from '../../src/mocks/scenarios';
import { NET_API_URL } from '../../scripts/e2e.mjs';
import {
  collectConsoleErrors,
  expectNoConsoleErrors,
  type ConsoleError,
  type ConsoleErrorOptions,
} from './console-errors';
import { countApiRequestsInPage } from './settle';

// Fixtures of the network project: the app is the plain production build and the API is the mocked
// API as an HTTP server (scripts/api.mjs), driven from here over HTTP as QA would with curl.

export type StoredFault = Omit<Fault, 'path'> & { path: string };

export type MockApiControl = {
  // http://localhost:<port>/api/
  readonly baseUrl: string;
  // Reseeds every tenant and switches every fault off.
  reset(): Promise<void>;
  // Switches faults on (the format of src/mocks/scenarios.ts; a path as "/source/flags" is a RegExp).
  setFaults(...faults: StoredFault[]): Promise<void>;
};

type Fixtures = {
  mockApi: MockApiControl;
  consoleErrors: ConsoleError[];
  expectNoConsoleErrors: (options?: ConsoleErrorOptions) => void;
};

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

export const test = base.extend<Fixtures>({
  mockApi: [
    async ({ context, playwright }, provide) => {
      // The API host and its tenant subdomains, for reloadWhenSettled / waitForApiToSettle.
      await countApiRequestsInPage(context, new URL(NET_API_URL).hostname);
      const api = await playwright.request.newContext({ baseURL: NET_API_URL });
      const control: MockApiControl = {
        baseUrl: NET_API_URL,
        async reset() {
          await ok(await api.post('central/__mock__/reset', { data: {} }), 'resetting the mocked API');
        },
        async setFaults(...faults) {
          await ok(await api.post('central/__mock__/faults', { data: faults }), 'switching faults on');
        },
      };
      // The server's state is shared by the whole run: every test starts from the seed, no fault on.
      await control.reset();
      await provide(control);
      await control.reset();
      await api.dispose();
    },
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
export { loginAs } from './login';
export { ACCOUNTS, ROLES, type Role } from './roles';
export { reloadWhenSettled } from './settle';
