import { CSRF_COOKIE_PATH, UNSAFE_METHODS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A request the code under test sent, as the network saw it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/api/public/cart/12/add`. */
  path: string;
  searchParams: Record<string, string>;
  /** The parsed JSON body, `undefined` when there was none (filled in as soon as the body is read). */
  json: unknown;
  headers: Headers;
}

export interface ApiServer {
  /** The msw server: `server.use(...)` adds handlers for one test. */
  server: SetupServer;
  /** Adds handlers for the current test (they win over the defaults and reset after the test). */
  use(...handlers: RequestHandler[]): void;
  /** Every request made since the last reset, in order. */
  requests: RecordedRequest[];
  /** The requests to `method path` (exact path), in order. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The CSRF token the fake `/sanctum/csrf-cookie` hands out now; `rotateCsrfToken()` makes the client's stale. */
  csrfToken(): string;
  rotateCsrfToken(): void;
}

let csrfSequence = 0;
let currentToken = 'test-csrf-token-0';

/**
 * The Sanctum handshake as the real API does it: `GET /sanctum/csrf-cookie` sets the readable
 * XSRF-TOKEN cookie (written straight into the test browser's `document.cookie`, since msw answers
 * outside the browser's cookie jar).
 */
const csrfCookieHandler = http.get(CSRF_COOKIE_PATH, () => {
  document.cookie = `${XSRF_COOKIE_NAME}=${encodeURIComponent(currentToken)}; path=/`;
  return new HttpResponse(null, { status: 204 });
});

/**
 * msw handlers for Folio's API. Writes are checked for the CSRF header like the real API does, so
 * the shared client's 419 rule (refresh the token and retry) runs in every test that writes.
 */
type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

function guarded(method: 'post' | 'put' | 'patch' | 'delete', path: string, resolver: Resolver) {
  return http[method](path, (info) => {
    if (info.request.headers.get(XSRF_HEADER_NAME) !== currentToken) {
      return HttpResponse.json({ message: 'CSRF token mismatch.', code: 'csrf_token_mismatch' }, { status: 419 });
    }
    return resolver(info);
  });
}

export const api = {
  get: (path: string, resolver: Resolver) => http.get(path, resolver),
  post: (path: string, resolver: Resolver) => guarded('post', path, resolver),
  put: (path: string, resolver: Resolver) => guarded('put', path, resolver),
  patch: (path: string, resolver: Resolver) => guarded('patch', path, resolver),
  delete: (path: string, resolver: Resolver) => guarded('delete', path, resolver),
};

/** The answer of a failed call in the API's error envelope `{message, code}`. */
export function apiError(
  status: number,
  message = `Request failed with status ${status}`,
  code?: string,
  headers?: HeadersInit,
) {
  return HttpResponse.json(code === undefined ? { message } : { message, code }, { status, headers });
}

/** A Laravel-style 422 with field errors. */
export function validationFailed(
  errors: Record<string, string[]>,
  message = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.',
) {
  return HttpResponse.json({ message, code: 'validation_failed', errors }, { status: 422 });
}

/**
 * Creates the network-level fake API and, when `install` is true (the default), starts it for the
 * calling test file: listen before all tests, reset handlers, requests and cookies after each, close
 * after all. Requests nothing answers fail the test with msw's error.
 */
export function createApiServer(
  handlers: RequestHandler[] = [],
  { install = true }: { install?: boolean } = {},
): ApiServer {
  const server = setupServer(csrfCookieHandler, ...handlers);
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      searchParams: Object.fromEntries(url.searchParams),
      json: undefined,
      headers: request.headers,
    };
    requests.push(recorded);
    if (UNSAFE_METHODS.includes(request.method)) {
      void request
        .clone()
        .text()
        .then((text) => {
          if (text === '') return;
          try {
            recorded.json = JSON.parse(text);
          } catch {
            recorded.json = text;
          }
        });
    }
  });
  const api: ApiServer = {
    server,
    use: (...extra) => server.use(...extra),
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    csrfToken: () => currentToken,
    rotateCsrfToken: () => {
      csrfSequence += 1;
      currentToken = `test-csrf-token-${csrfSequence}`;
    },
  };
  if (install) {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      requests.length = 0;
    });
    afterAll(() => server.close());
  }
  return api;
}
