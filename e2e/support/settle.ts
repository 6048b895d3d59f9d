import { expect, type BrowserContext, type Page } from '@playwright/test';

// What the page itself knows of its API requests: the count sent and not yet answered, kept by an init
// script. The page knows at once (Node hears of a request only later), so "nothing in flight" read
// there cannot miss a refetch that an answer has just started.
const IN_FLIGHT = '__apiRequestsInFlight';

type CountingWindow = Window & Record<string, number>;

export async function countApiRequestsInPage(context: BrowserContext, apiHost: string): Promise<void> {
  await context.addInitScript(
    ({ key, host }: { key: string; host: string }) => {
      const page = window as unknown as CountingWindow;
      page[key] = 0;
      const bump = (delta: number) => {
        page[key] = (page[key] ?? 0) + delta;
      };
      const isApi = (url: string) => {
        try {
          const { hostname } = new URL(url, location.href);
          return hostname === host || hostname.endsWith(`.${host}`);
        } catch {
          return false;
        }
      };
      const apiRequests = new WeakSet<XMLHttpRequest>();
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        if (isApi(String(args[1]))) apiRequests.add(this);
        return (open as (...a: unknown[]) => void).apply(this, args);
      };
      XMLHttpRequest.prototype.send = function (
        this: XMLHttpRequest,
        body?: Document | XMLHttpRequestBodyInit | null,
      ) {
        if (apiRequests.has(this)) {
          bump(1);
          this.addEventListener('loadend', () => bump(-1), { once: true });
        }
        return send.call(this, body);
      };
      const fetchBefore = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!isApi(url)) return fetchBefore.call(this, input, init);
        bump(1);
        return fetchBefore.call(this, input, init).finally(() => bump(-1));
      };
    },
    { key: IN_FLIGHT, host: apiHost },
  );
}

// The API requests in flight now, or after the next frame and task (the time React Query takes to
// start a refetch that an answer asked for): 0 only when none was seen at any of the three looks.
async function apiRequestsInFlight(page: Page): Promise<number> {
  return page.evaluate(async (key) => {
    const count = () => (window as unknown as CountingWindow)[key] ?? 0;
    const nextFrameAndTask = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let look = 0; look < 2; look += 1) {
      if (count() !== 0) return count();
      await nextFrameAndTask();
    }
    return count();
  }, IN_FLIGHT);
}

// Waits until what the user sees has settled: no API request of the page in flight.
export async function waitForApiToSettle(page: Page): Promise<void> {
  await expect
    .poll(() => apiRequestsInFlight(page), {
      message: 'API requests of the page still in flight',
      // Answers take tens of milliseconds: look again soon rather than after Playwright's 0.1–1 s steps.
      intervals: [25, 50, 100, 250],
    })
    .toBe(0);
}

// A reload that proves something was stored: first let the page finish what it asked for, so the
// reload cuts nothing off and the stored state is the one the user saw.
export async function reloadWhenSettled(page: Page): Promise<void> {
  await waitForApiToSettle(page);
  await page.reload();
}
