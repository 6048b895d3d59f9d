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
