import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { ApiError, type FieldErrors } from './api-error';
import { apiBaseUrl } from './config';
import { requestGate } from './request-gate';
import { getSession, howSessionEnded, refreshSession, scopeOf, stopImpersonation } from './session';
import { centralBaseUrl, isApiOrigin, isValidTenantName, tenantBaseUrl } from './tenant';

declare module 'axios' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface AxiosRequestConfig {
    // Pre-login calls go to central/ on the bare host.
    central?: boolean;
    // An explicit tenant instead of the token's.
    tenant?: string;
    // Failures of this call are not reported to monitoring.
    suppressed?: boolean;
  }
}

export const IMPERSONATION_HEADER = 'X-Impersonation-Token';
export const TENANT_HEADER = 'X-Tenant';

const READS = new Set(['get', 'head', 'options']);

// A plain call answers in seconds; an upload or a generated file (PDF, ZIP) may take minutes.
export const PLAIN_TIMEOUT_MS = 30_000;
export const LONG_TIMEOUT_MS = 5 * 60_000;

export const http = axios.create({ timeout: PLAIN_TIMEOUT_MS, headers: { Accept: 'application/json' } });

const isWrite = (method: string | undefined) => !READS.has((method ?? 'get').toLowerCase());

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export const OFFLINE_MESSAGE = 'You are offline. Nothing was sent; what you entered is still here.';

export const SCOPE_CHANGED_MESSAGE =
  'You signed in differently in another tab, so nothing was saved here. The page now shows the new session.';

// Registered before the others, so it runs after them (axios runs request interceptors last first): a
// call refused at once (offline, a stale session) says so without waiting for the mock's start.
http.interceptors.request.use(async (config) => {
  await requestGate();
  return config;
});

http.interceptors.request.use((config) => {
  const apiBase = apiBaseUrl();
  // Offline, a call fails at once and says so, rather than waiting for a timeout.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError({
      status: 0,
      message: OFFLINE_MESSAGE,
      connection: 'offline',
      changesData: isWrite(config.method),
      suppressed: true,
      url: config.url,
    });
  }
  if (config.data instanceof FormData || config.responseType === 'blob') {
    config.timeout = Math.max(config.timeout ?? 0, LONG_TIMEOUT_MS);
  }
  const shown = getSession();
  // The cookies are read again on every call: the token may have run out, or another tab logged out,
  // logged in or switched. Re-reading clears every cookie of an ended session.
  const session = refreshSession();
  // The session the screen was shown under has ended (now, or while the log-in-again dialog is open):
  // nothing is sent, the route guard asks to log in again.
  if (!config.central && !session.token && (shown.token || howSessionEnded()?.reason === 'expired')) {
    throw new ApiError({
      status: 401,
      message: SESSION_EXPIRED_MESSAGE,
      sessionEnd: 'expired',
      suppressed: true,
      url: config.url,
    });
  }
  if (!config.central && shown.token && session.token) {
    // The impersonation ran out (its cookies expire with its token) or was stopped in another tab: say
    // so instead of quietly acting as the admin again; the calls after this one do.
    if (shown.impersonation && !session.impersonation && shown.token === session.token) {
      throw new ApiError({
        status: 401,
        message: 'The impersonation has ended.',
        sessionEnd: 'impersonation',
        suppressed: true,
        url: config.url,
      });
    }
    // A save started on a screen of one session must not land in another's tenant or as another person.
    if (isWrite(config.method) && scopeOf(shown) !== scopeOf(session)) {
      throw new ApiError({ status: 409, message: SCOPE_CHANGED_MESSAGE, url: config.url, suppressed: true });
    }
  }
  if (config.central) {
    // Pre-login calls carry no session: no token, no impersonation.
    config.baseURL = centralBaseUrl(apiBase);
    config.headers.delete('Authorization');
    config.headers.delete(IMPERSONATION_HEADER);
    return config;
  }
  const tenant = config.tenant ?? session.claims?.tenant ?? null;
  if (tenant !== null && !isValidTenantName(tenant)) {
    throw new ApiError({ status: 400, message: 'This organisation name is not valid.', url: config.url });
  }
  config.baseURL = tenantBaseUrl(apiBase, tenant);
  if (config.tenant) config.headers.set(TENANT_HEADER, config.tenant);
  // The token goes to our API only: an absolute URL elsewhere gets no credentials.
  const target = axios.getUri(config);
  if (!isApiOrigin(apiBase, target)) {
    config.headers.delete('Authorization');
    config.headers.delete(IMPERSONATION_HEADER);
    return config;
  }
  if (session.token) config.headers.set('Authorization', `Bearer ${session.token}`);
  if (session.impersonation) config.headers.set(IMPERSONATION_HEADER, session.impersonation.token);
  return config;
});

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(endRefusedImpersonation(error, toApiError(error))),
);

// A 401 to a call that carried an impersonation token: the API no longer accepts it (expired, revoked,
// not this admin's). Stop impersonating, so the next calls act as the admin, and mark the failure so
// the error policy tells the user instead of leaving the page.
function endRefusedImpersonation(error: unknown, apiError: ApiError): ApiError {
  if (apiError.status !== 401 || !(error instanceof AxiosError)) return apiError;
  const sent = error.config?.headers?.get(IMPERSONATION_HEADER);
  if (typeof sent !== 'string' || sent === '') return apiError;
  if (getSession().impersonation?.token === sent) stopImpersonation();
  return new ApiError({
    status: apiError.status,
    message: apiError.message,
    fieldErrors: apiError.fieldErrors,
    requestId: apiError.requestId,
    response: apiError.response,
    suppressed: true,
    url: apiError.url,
    sessionEnd: 'impersonation',
    cause: error,
  });
}

type LaravelErrorBody = { message?: unknown; errors?: unknown };

function fieldErrorsOf(body: LaravelErrorBody | undefined): FieldErrors {
  if (!body || typeof body.errors !== 'object' || body.errors === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response as AxiosResponse<LaravelErrorBody> | undefined;
    const body = response?.data && typeof response.data === 'object' ? response.data : undefined;
    const message = typeof body?.message === 'string' && body.message ? body.message : error.message;
    const requestId = response?.headers?.['x-request-id'];
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new ApiError({
      status: response?.status ?? 0,
      message,
      fieldErrors: fieldErrorsOf(body),
      requestId: typeof requestId === 'string' ? requestId : undefined,
      response,
      suppressed: error.config?.suppressed === true,
      url: error.config?.url,
      connection: timedOut && !response ? 'timeout' : undefined,
      changesData: isWrite(error.config?.method),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : 'Request failed';
  return new ApiError({ status: 0, message, cause: error });
}

// A response that does not match its schema: the call fails; in production it is reported as well.
export class SchemaMismatchError extends Error {
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`Response of ${url} does not match its schema: ${JSON.stringify(issues.slice(0, 3))}`);
    this.name = 'SchemaMismatchError';
  }
}

let reportMismatch: (error: SchemaMismatchError) => void = () => undefined;
export function onSchemaMismatch(report: (error: SchemaMismatchError) => void): void {
  reportMismatch = report;
}

export function parseResponse<S extends z.core.$ZodType>(schema: S, data: unknown, url: string): z.output<S> {
  const parsed = z.safeParse(schema, data);
  if (parsed.success) return parsed.data;
  const mismatch = new SchemaMismatchError(url, parsed.error.issues);
  // In production it is reported too; either way the call fails, so the screen shows its error state
  // (with Retry) instead of rendering data it does not understand.
  if (process.env.NODE_ENV === 'production') reportMismatch(mismatch);
  throw mismatch;
}

export async function request<S extends z.core.$ZodType>(
  schema: S,
  config: AxiosRequestConfig & { url: string },
): Promise<z.output<S>> {
  const response = await http.request<unknown>(config);
  return parseResponse(schema, response.data, config.url);
}

export async function requestBlob(
  config: AxiosRequestConfig & { url: string },
): Promise<AxiosResponse<Blob>> {
  return http.request<Blob>({ ...config, responseType: 'blob' });
}
