import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { apiBaseUrl } from '@/api/config';
import { server } from '@/mocks/node';
import { apiPathOf, matchPath } from '@/mocks/routing/match-path';
import { jsonResponse, type ErrorBody } from '@/mocks/routing/responses';

// An answer the mocked API does not give, for the rest of the case (the setup files drop it after).
// A plain failure, a delay or a malformed body is a fault instead: setFault from '@/mocks/scenarios'.
//
// `path` is an API path or a route pattern, as setFault and the mock's routes take it: 'user',
// 'experiences/:id' (an :id is digits only); it matches on the tenant's host and on central alike.
// The body is typed, and checked against its schema here, so a wrong one fails where it is written:
//   answerWith('POST', 'user-education/:id', 422, { message, errors: { institution: [message] } });
//   answerWith('GET', 'notifications', 200, { data: [], sum: 0 }, notificationListSchema);
//   answerWith('GET', 'generate-cv', 200, new Blob([bytes], { type: 'application/pdf' }));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };

// Laravel's error body (a message, and per-field messages on 422), for a status of 400 or more.
export function answerWith(method: Method, path: string, status: number, body: ErrorBody): void;
// A body as the client's schema takes it (checked against the schema, as the mock's own answers are).
export function answerWith<S extends z.core.$ZodType>(
  method: Method,
  path: string,
  status: number,
  body: NoInfer<z.input<S>>,
  schema: S,
): void;
// A file as it is, its type the Blob's, with no Content-Disposition.
export function answerWith(method: Method, path: string, status: number, body: Blob): void;
export function answerWith(
  method: Method,
  path: string,
  status: number,
  body: unknown,
  schema?: z.core.$ZodType,
): void {
  if (schema) {
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) {
      throw new Error(
        `answerWith ${method} ${path}: the body does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
      );
    }
  } else if (!(body instanceof Blob) && status < 400) {
    throw new Error(
      `answerWith ${method} ${path}: a ${status} body needs the schema the client reads it with`,
    );
  }
  // A Blob goes in as its bytes: jsdom's Blob is not one the fetch API can stream.
  const answer = async (): Promise<Response> =>
    body instanceof Blob
      ? new HttpResponse(await body.arrayBuffer(), { status, headers: { 'Content-Type': body.type } })
      : jsonResponse(body, status);
  server.use(
    METHODS[method](({ request }) => {
      const requested = apiPathOf(request.url, apiBaseUrl());
      return requested !== null && matchPath(path, requested) !== null;
    }, answer),
  );
}
