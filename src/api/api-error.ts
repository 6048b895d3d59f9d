import type { AxiosResponse } from 'axios';

export type FieldErrors = Record<string, string[]>;

// A failure that ended part of the session: the token had expired (the call was not sent), or the
// API refused the impersonation token (401), so the client stopped impersonating.
export type SessionEnd = 'expired' | 'impersonation';

// A call that got no answer: the browser was offline (nothing was sent), or the answer took too long.
export type ConnectionFailure = 'offline' | 'timeout';

// Every failed call reaches its caller as one of these, with the original response kept.
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  readonly response: AxiosResponse | undefined;
  readonly suppressed: boolean;
  readonly url: string | undefined;
  readonly sessionEnd: SessionEnd | undefined;
  readonly connection: ConnectionFailure | undefined;
  // The call would have changed data (not GET): after a timeout it may or may not have been done.
  readonly changesData: boolean;

  constructor(options: {
    status: number;
    message: string;
    fieldErrors?: FieldErrors;
    requestId?: string;
    response?: AxiosResponse;
    suppressed?: boolean;
    url?: string;
    sessionEnd?: SessionEnd;
    connection?: ConnectionFailure;
    changesData?: boolean;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.requestId = options.requestId;
    this.response = options.response;
    this.suppressed = options.suppressed ?? false;
    this.url = options.url;
    this.sessionEnd = options.sessionEnd;
    this.connection = options.connection;
    this.changesData = options.changesData ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// The same failure with its field errors re-keyed for a form (list items onto their one field…).
export function withFieldErrors(error: ApiError, fieldErrors: FieldErrors): ApiError {
  return new ApiError({
    status: error.status,
    message: error.message,
    fieldErrors,
    requestId: error.requestId,
    response: error.response,
    suppressed: error.suppressed,
    url: error.url,
    sessionEnd: error.sessionEnd,
    connection: error.connection,
    changesData: error.changesData,
    cause: error,
  });
}
