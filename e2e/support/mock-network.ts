import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';

// The mocked API for end-to-end tests: the app's msw handlers answer the browser's API requests from
// the test's own Node process, through Playwright's routing.
//
// Written here rather than taken from @msw/playwright because a browser cuts requests off all the
// time (a reload, a navigation, a closed page, the end of a test) and every step of answering one
// must survive that: reading the request, running the handlers, fulfilling. Only the API host is
// routed, so the app's own pages, scripts and fonts never make a round trip through this process.

export type MockNetwork = {
  // Puts handlers in front of the current ones for the rest of the test (a fault, a slow answer).
  use(...handlers: RequestHandler[]): void;
  // Drops what use() added (or replaces the handlers with the given ones).
  resetHandlers(...handlers: RequestHandler[]): void;
  // Lets `{ once: true }` handlers answer again.
  restoreHandlers(): void;
  // The number of API requests the browser has sent that are not answered yet.
  readonly inFlight: number;
};

export type MockNetworkOptions = {
  context: BrowserContext;
  handlers: RequestHandler[];
  // Which requests are the API's: only these are routed.
  apiUrl: RegExp;
  // An API request no handler answered: it fails with a network error, and the test is told.
  onUnhandledRequest: (request: Request) => void;
  // A handler that threw: the browser gets a 500, and the test is told.
  onHandlerError: (request: Request, error: unknown) => void;
};

export type MockNetworkControl = MockNetwork & {
  enable(): Promise<void>;
  // Stops answering and waits for the answers under way. Requests sent after it are aborted, never
  // passed on to the real network; the routes end with the context.
  disable(): Promise<void>;
};

// Errors Playwright raises when the request is gone: answered already (by a reload's clean-up or by
// unrouting), or its page, context or browser closed. They say nothing about the mocks.
const GONE =
  /route is already handled|target page, context or browser has been closed|has been closed|request context disposed/i;

export function isGoneError(error: unknown): boolean {
  return error instanceof Error && GONE.test(error.message);
}

export function createMockNetwork(options: MockNetworkOptions): MockNetworkControl {
  const { context, apiUrl } = options;
  const initial = [...options.handlers];
  let current = [...initial];
  const answering = new Set<Promise<void>>();
  let enabled = false;
  let routed = false;

  async function ignoreGone(step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!isGoneError(error)) throw error;
    }
  }

  async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
    const method = request.method();
    const body = method === 'GET' || method === 'HEAD' ? undefined : (request.postDataBuffer() ?? undefined);
    return new Request(request.url(), {
      method,
      headers: new Headers(await request.allHeaders()),
      body: body ? new Uint8Array(body) : undefined,
    });
  }

  async function answer(route: Route, request: PlaywrightRequest): Promise<void> {
    let fetchRequest: Request;
    try {
      fetchRequest = await toFetchRequest(request);
    } catch (error) {
      if (isGoneError(error)) return;
      throw error;
    }

    let response: Response | undefined;
    try {
      const referer = request.headers().referer;
      response = await getResponse(current, fetchRequest, {
        baseUrl: referer ? new URL(referer).origin : undefined,
        quiet: true,
      });
    } catch (error) {
      options.onHandlerError(fetchRequest, error);
      await ignoreGone(() =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'A mock handler threw; the test will say which.' }),
        }),
      );
      return;
    }

    if (!response) {
      options.onUnhandledRequest(fetchRequest);
      await ignoreGone(() => route.abort('failed'));
      return;
    }
    // HttpResponse.error(): a network error.
    if (response.type === 'error' || response.status === 0) {
      await ignoreGone(() => route.abort('failed'));
      return;
    }
    const body = Buffer.from(await response.arrayBuffer());
    await ignoreGone(() =>
      route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body,
      }),
    );
  }

  async function onRoute(route: Route, request: PlaywrightRequest): Promise<void> {
    if (!enabled) {
      await ignoreGone(() => route.abort('aborted'));
      return;
    }
    const answered = answer(route, request);
    answering.add(answered);
    try {
      await answered;
    } finally {
      answering.delete(answered);
    }
  }

  return {
    use(...handlers) {
      current = [...handlers, ...current];
    },
    resetHandlers(...handlers) {
      current = handlers.length > 0 ? [...handlers] : [...initial];
    },
    restoreHandlers() {
      for (const handler of current) handler.isUsed = false;
    },
    get inFlight() {
      return answering.size;
    },
    async enable() {
      enabled = true;
      if (routed) return;
      routed = true;
      await context.route(apiUrl, onRoute);
    },
    async disable() {
      enabled = false;
      // Handlers end on their own (a delay at most); their errors are reported as they happen.
      await Promise.allSettled([...answering]);
    },
  };
}
