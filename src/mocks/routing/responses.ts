import { HttpResponse } from 'msw';
import * as z from 'zod/mini';

// Laravel's error body: a message, and per-field messages on 422.
export type ErrorBody = { message: string; errors?: Record<string, string[]> };

// Thrown by resolvers and authorisation; the route wrapper turns it into the JSON answer.
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'MockHttpError';
  }
}

// Laravel's wording for the statuses it answers without a custom message.
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthenticated.',
  403: 'This action is unauthorized.',
  404: 'Not found.',
  409: 'Conflict',
  413: 'Content Too Large',
  419: 'Page Expired',
  422: 'The given data was invalid.',
  429: 'Too Many Attempts.',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

export const unauthenticated = () => new MockHttpError(401, { message: statusMessage(401) });
export const forbidden = (message: string = statusMessage(403)) => new MockHttpError(403, { message });
export const notFound = () => new MockHttpError(404, { message: statusMessage(404) });

// Laravel's 422: the first message, plus how many more there are.
export function validationFailed(errors: Record<string, string[]>): MockHttpError {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const first = messages[0] ?? statusMessage(422);
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new MockHttpError(422, { message, errors });
}

export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });

export function jsonResponse(body: unknown, status = 200): Response {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// A success body typed by the client's schema, and checked against it outside production, so the mock
// cannot drift from what the client parses.
export function respond<S extends z.core.$ZodType>(schema: S, body: z.input<S>, status = 200): Response {
  if (process.env.NODE_ENV !== 'production') {
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      throw new Error(
        `Mock response does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
      );
    }
  }
  return jsonResponse(body, status);
}

// The record, or Laravel's 404 when there is none.
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

// A path id: a positive integer, or 404 as Laravel's route model binding answers.
export function idParam(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}
