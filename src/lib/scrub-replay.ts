import { scrubAttributes, scrubBreadcrumb, scrubEvent, scrubUrl, scrubUrlsIn } from './scrub-url';

// What a Session Replay may keep (issue 30), as spans: every URL it records (navigations, requests,
// resources, the page of a click) loses query, fragment and secret path segments; no request or
// response body or header, only their sizes; URLs in console messages scrubbed too. Replay itself masks
// text and inputs and blocks media. The rrweb page snapshot's own `href` is out of reach of any hook.

type Values = { [key: string]: unknown };
type Frame = { category?: unknown; message?: unknown; description?: unknown; data?: Values };
type RecordingEvent = { data: { tag?: unknown; payload?: unknown } };
type ReplayEvent = {
  type?: string;
  urls?: unknown;
  request?: { url?: string; headers?: { [key: string]: string } };
};

// Strings anywhere in a console message's arguments, a few levels deep.
function scrubUrlsDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubUrlsIn(value);
  if (depth > 4 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubUrlsDeep(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubUrlsDeep(item, depth + 1)]),
  );
}

// A request's or response's details: its size only.
const sizeOnly = (part: unknown) =>
  part && typeof part === 'object' && 'size' in part ? { size: (part as { size: unknown }).size } : undefined;

function scrubSpanFrame(frame: Frame): Frame {
  const { request, response, ...rest } = frame.data ?? {};
  return {
    ...frame,
    ...(typeof frame.description === 'string' ? { description: scrubUrlsIn(frame.description) } : {}),
    ...(frame.data
      ? {
          data: {
            ...scrubAttributes(rest),
            ...(request === undefined ? {} : { request: sizeOnly(request) }),
            ...(response === undefined ? {} : { response: sizeOnly(response) }),
          },
        }
      : {}),
  };
}

// A click's message is an element's selector ("button#save"), no URL: only other messages are scrubbed.
function scrubBreadcrumbFrame(frame: Frame): Frame {
  const scrubbed: Frame = scrubBreadcrumb(frame);
  const isUi = typeof frame.category === 'string' && frame.category.startsWith('ui.');
  if (typeof frame.message === 'string' && !isUi) scrubbed.message = scrubUrlsIn(frame.message);
  if (frame.category === 'console' && scrubbed.data) scrubbed.data = scrubUrlsDeep(scrubbed.data) as Values;
  return scrubbed;
}

// beforeAddRecordingEvent: Replay's own recording events (breadcrumbs, performance spans, options).
export function scrubRecordingEvent<E extends RecordingEvent>(event: E): E {
  const { tag, payload } = event.data;
  if (!payload || typeof payload !== 'object') return event;
  if (tag === 'performanceSpan')
    return { ...event, data: { ...event.data, payload: scrubSpanFrame(payload) } };
  if (tag === 'breadcrumb')
    return { ...event, data: { ...event.data, payload: scrubBreadcrumbFrame(payload) } };
  return event;
}

// The replay event sent with each segment: the pages it visited (`urls`) and the page's request (its
// URL and Referer) as an error's.
export function scrubReplayEvent<E extends ReplayEvent>(event: E): E {
  if (event.type !== 'replay_event') return event;
  const scrubbed = scrubEvent(event);
  const headers = scrubbed.request?.headers;
  return {
    ...scrubbed,
    ...(Array.isArray(event.urls)
      ? { urls: event.urls.map((url) => (typeof url === 'string' ? scrubUrl(url) : url)) }
      : {}),
    ...(scrubbed.request && headers
      ? {
          request: {
            ...scrubbed.request,
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, value]) => [
                name,
                /^referer$/i.test(name) ? scrubUrl(value) : value,
              ]),
            ),
          },
        }
      : {}),
  };
}
