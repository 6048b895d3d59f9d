import type { AxiosResponse } from 'axios';

export type FieldErrors = Record<string, string[]>;

// Every failed call reaches its caller as one of these, with the original response kept.
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  readonly response: AxiosResponse | undefined;
  readonly suppressed: boolean;
  readonly url: string | undefined;

  constructor(options: {
    status: number;
    message: string;
    fieldErrors?: FieldErrors;
    requestId?: string;
    response?: AxiosResponse;
    suppressed?: boolean;
    url?: string;
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
    cause: error,
  });
}
