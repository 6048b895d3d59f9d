import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { ApiError, type FieldErrors } from './api-error';
import { apiBaseUrl } from './config';
import { getSession, isTokenExpired, refreshSession, stopImpersonation } from './session';
import { centralBaseUrl, isApiOrigin, tenantBaseUrl } from './tenant';

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

export const http = axios.create({ timeout: 60_000, headers: { Accept: 'application/json' } });

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

http.interceptors.request.use((config) => {
  const apiBase = apiBaseUrl();
  let session = getSession();
  if (session.claims && isTokenExpired(session.claims)) {
    // Re-reading clears every cookie of the ended session; the route guard then asks for a login.
    session = refreshSession();
    if (!config.central) {
      throw new ApiError({
        status: 401,
        message: SESSION_EXPIRED_MESSAGE,
        sessionEnd: 'expired',
        suppressed: true,
        url: config.url,
      });
    }
  }
  const tenant = config.tenant ?? session.claims?.tenant ?? null;
  config.baseURL = config.central ? centralBaseUrl(apiBase) : tenantBaseUrl(apiBase, tenant);
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
    return new ApiError({
      status: response?.status ?? 0,
      message,
      fieldErrors: fieldErrorsOf(body),
      requestId: typeof requestId === 'string' ? requestId : undefined,
      response,
      suppressed: error.config?.suppressed === true,
      url: error.config?.url,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : 'Request failed';
  return new ApiError({ status: 0, message, cause: error });
}

// A response that does not match its schema: loud in development and tests, reported in production.
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
  if (process.env.NODE_ENV !== 'production') throw mismatch;
  reportMismatch(mismatch);
  return data as z.output<S>;
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
