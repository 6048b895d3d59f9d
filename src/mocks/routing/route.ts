import { http, type HttpHandler } from 'msw';
import { apiBaseUrl } from '@/api/config';
import type { Permission } from '@/lib/permissions';
import { persistSoon } from '../db/mock-db';
import { simulateLatency } from '../latency';
import { faultResponse } from '../scenarios';
import {
  authorizeTenant,
  authorizeTokenOptional,
  type RequestContext,
  type TenantContext,
  type TenantRouteOptions,
  type TokenOptionalContext,
} from './authorize';
import { apiPathOf, matchPath } from './match-path';
import { requireJsonRequest } from './request-body';
import { jsonResponse, MockHttpError, statusMessage } from './responses';

// Every mocked route goes through here: path matching on any host, latency, faults, authentication,
// tenant and permission checks, Laravel-shaped errors, and saving after a change.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Resolver<C> = (context: C) => Response | Promise<Response>;

const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

// How a route authenticates: central (no token), tenant (token of the host's tenant), token-optional
// (a tenant host, a token when sent), control (the mock's own switches: never faulted or delayed).
export type RouteAccess = 'central' | 'tenant' | 'token-optional' | 'control';

export type RouteInfo = {
  method: Method;
  pattern: string;
  access: RouteAccess;
  permission?: Permission;
  impersonation?: TenantRouteOptions['impersonation'];
};

// Every route defined: for the answer to a malformed id below, and for the contract (docs/openapi.json
// takes each call's permission from here).
const ROUTES: RouteInfo[] = [];

export function definedRoutes(): readonly RouteInfo[] {
  return ROUTES;
}

// The route each handler answers, so a test can list what a handler array really serves (the
// authorisation matrix), whatever else was ever defined; the malformed-id fallbacks are no route.
const ROUTE_OF_HANDLER = new WeakMap<HttpHandler, RouteInfo>();
const MALFORMED_ID_HANDLERS = new WeakSet<HttpHandler>();

export function routeOfHandler(handler: HttpHandler): RouteInfo | undefined {
  return ROUTE_OF_HANDLER.get(handler);
}

export function isMalformedIdHandler(handler: HttpHandler): boolean {
  return MALFORMED_ID_HANDLERS.has(handler);
}

function matchRequest(pattern: string, requestUrl: string) {
  const path = apiPathOf(requestUrl, apiBaseUrl());
  const params = path === null ? null : matchPath(pattern, path);
  return path !== null && params !== null ? { path, params } : null;
}

function defineRoute<C>(
  info: RouteInfo,
  authorize: (base: RequestContext) => Promise<C>,
  resolve: Resolver<C>,
): HttpHandler {
  const { method, pattern } = info;
  const control = info.access === 'control';
  ROUTES.push(info);
  const handler = METHODS[method](
    ({ request }) => matchRequest(pattern, request.url) !== null,
    async ({ request }) => {
      const matched = matchRequest(pattern, request.url);
      if (!matched) return undefined;
      if (!control) {
        await simulateLatency();
        const faulted = await faultResponse(method, matched.path, pattern);
        if (faulted) return faulted;
      }
      try {
        const response = await resolve(await authorize({ request, url: new URL(request.url), ...matched }));
        if (method !== 'GET') persistSoon();
        return response;
      } catch (error) {
        if (error instanceof MockHttpError) return jsonResponse(error.body, error.status);
        // A bug in the mock itself: loud in the console, a plain 500 to the client.
        console.error(`[mocked API] ${method} ${matched.path} failed`, error);
        return jsonResponse({ message: statusMessage(500) }, 500);
      }
    },
  );
  ROUTE_OF_HANDLER.set(handler, info);
  return handler;
}

// Pre-login calls on the central API: no token.
export function centralRoute(
  method: Method,
  pattern: `central/${string}`,
  resolve: Resolver<RequestContext>,
) {
  return defineRoute({ method, pattern, access: 'central' }, async (base) => base, resolve);
}

// The mocked API's own switches (reset, faults): central, and never faulted or delayed, so a fault on
// every path can still be switched off. Anything but a GET must be JSON (415 otherwise), so a
// cross-site form cannot reset the data or switch faults on.
export function controlRoute(
  method: Method,
  pattern: `central/__mock__/${string}`,
  resolve: Resolver<RequestContext>,
) {
  return defineRoute(
    { method, pattern, access: 'control' },
    async (base) => {
      if (method !== 'GET') requireJsonRequest(base.request);
      return base;
    },
    resolve,
  );
}

// Token required; the token's tenant must be the host's; the acting user needs `permission`, if given;
// `impersonation: 'refuse'` answers 403 to a call made while impersonating.
export function tenantRoute(
  method: Method,
  pattern: string,
  resolve: Resolver<TenantContext>,
  options: TenantRouteOptions = {},
) {
  return defineRoute(
    {
      method,
      pattern,
      access: 'tenant',
      permission: options.permission,
      impersonation: options.impersonation,
    },
    (base) => authorizeTenant(base, options),
    resolve,
  );
}

// Lists the client tries without a token: a tenant host is enough; a token, when sent, must be valid.
export function tokenOptionalRoute(method: Method, pattern: string, resolve: Resolver<TokenOptionalContext>) {
  return defineRoute({ method, pattern, access: 'token-optional' }, authorizeTokenOptional, resolve);
}

// Last in the list: a path that is one of ours but for an id that is not a number ('organizations/abc/
// url') gets Laravel's 404, as a route constraint answers it. Any other path stays unhandled, so a
// call with no mock is reported instead of answered.
export function malformedIdRoutes(): HttpHandler[] {
  const looseMatch = (method: Method, requestUrl: string) => {
    const path = apiPathOf(requestUrl, apiBaseUrl());
    return (
      path !== null &&
      ROUTES.some((route) => route.method === method && matchPath(route.pattern, path, { looseIds: true }))
    );
  };
  return (Object.keys(METHODS) as Method[]).map((method) => {
    const handler = METHODS[method](
      ({ request }) => looseMatch(method, request.url),
      () => jsonResponse({ message: statusMessage(404) }, 404),
    );
    MALFORMED_ID_HANDLERS.add(handler);
    return handler;
  });
}
