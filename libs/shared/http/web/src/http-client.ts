import { CSRF_COOKIE_PATH, UNSAFE_METHODS, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { ErrorCode } from '@folio/http-contract';
import ky, { isHTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { CsrfError, HttpError, NetworkError, ResponseShapeError, ValidationError } from './errors.js';
import { parseRetryAfter } from './retry-after.js';
import { readBearerToken, readBrowserCookie } from './storage.js';

/** What the shell decides; the client itself never navigates or shows a toast. */
export interface HttpHooks {
  /** 401: clear the session and go to /login. */
  onUnauthorized?(error: HttpError): void;
  /** 409 with code `email_unverified` (the only 409 that means it): go to /verify-email. */
  onUnverified?(error: HttpError): void;
  /** 500: after the server's message has been logged to the console. */
  onServerError?(error: HttpError): void;
}

export interface HttpClientOptions {
  /** Origin and path prefix of the API; '' (default) is the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  readCookie?: (name: string) => string | undefined;
  readBearerToken?: () => string | undefined;
  hooks?: HttpHooks;
  /** Refreshes of the CSRF token before giving up; spec section 9: 3. */
  csrfRetryLimit?: number;
  timeoutMs?: number;
}

export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  searchParams?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Contract schema the answer is parsed with. */
  schema?: TSchema;
  /** Opt out of the 401 rule (clear the session and go to /login). */
  skipUnauthorizedHandling?: boolean;
  /** Opt out of the unverified-e-mail rule (go to /verify-email). */
  skipUnverifiedHandling?: boolean;
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpClient {
  request<S extends v.GenericSchema | undefined = undefined>(
    method: Method,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  get<S extends v.GenericSchema | undefined = undefined>(path: string, options?: RequestOptions<S>): Promise<Output<S>>;
  post<S extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  put<S extends v.GenericSchema | undefined = undefined>(path: string, options?: RequestOptions<S>): Promise<Output<S>>;
  patch<S extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  delete<S extends v.GenericSchema | undefined = undefined>(
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Output<S>>;
  /** `GET /sanctum/csrf-cookie`: a fresh session and XSRF-TOKEN cookie. */
  refreshCsrfToken(): Promise<void>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFrom(response: Response, body: unknown): HttpError {
  const status = response.status;
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  const message = typeof envelope.message === 'string' ? envelope.message : `Request failed with status ${status}`;
  const code = typeof envelope.code === 'string' ? envelope.code : undefined;
  if (status === 422 && typeof envelope.errors === 'object' && envelope.errors !== null) {
    return new ValidationError(message, envelope.errors as Record<string, string[]>, body);
  }
  return new HttpError(status, message, code, body, parseRetryAfter(response.headers.get('Retry-After')));
}

/**
 * Only the unverified-e-mail answer sends the visitor to verify their address. A 409 may be any
 * other conflict (the saved-items limit, a taken name): those reach the feature, which shows the
 * server's message.
 */
const isUnverifiedEmail = (error: HttpError) => error.status === 409 && error.code === ErrorCode.EmailUnverified;

/**
 * The one HTTP client of the web app (spec sections 7 and 8): credentials and `Accept: application/json`
 * on every call, the CSRF header on unsafe methods, the bearer token when one is stored; a 419 fetches
 * a fresh token and retries, at most `csrfRetryLimit` times; 401, the unverified-e-mail 409 and 500
 * reach the shell's hooks.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const readCookie = options.readCookie ?? readBrowserCookie;
  const bearer = options.readBearerToken ?? readBearerToken;
  const hooks = options.hooks ?? {};
  const csrfRetryLimit = options.csrfRetryLimit ?? 3;

  const api: KyInstance = ky.create({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    credentials: 'include',
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = bearer();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (UNSAFE_METHODS.includes(request.method)) {
            const xsrf = readCookie(XSRF_COOKIE_NAME);
            if (xsrf) request.headers.set(XSRF_HEADER_NAME, xsrf);
          }
        },
      ],
    },
  });

  async function send(
    method: Method,
    path: string,
    request: RequestOptions<v.GenericSchema | undefined>,
  ): Promise<Response> {
    try {
      // Only defined options: ky treats an explicit `headers: undefined` as "replace the defaults".
      const searchParams = request.searchParams
        ? (Object.fromEntries(
            Object.entries(request.searchParams).filter(([, value]) => value !== undefined),
          ) as Record<string, string | number | boolean>)
        : undefined;
      return await api(path, {
        method,
        ...(request.json !== undefined ? { json: request.json } : {}),
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(searchParams ? { searchParams } : {}),
      });
    } catch (error) {
      if (isHTTPError(error)) return error.response;
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError(error);
    }
  }

  async function refreshCsrfToken(): Promise<void> {
    const response = await send('GET', CSRF_COOKIE_PATH, {});
    if (!response.ok) throw errorFrom(response, await readBody(response));
  }

  async function request(method: Method, path: string, request: RequestOptions<v.GenericSchema | undefined> = {}) {
    const unsafe = UNSAFE_METHODS.includes(method);
    if (unsafe && !readCookie(XSRF_COOKIE_NAME)) await refreshCsrfToken();

    let response = await send(method, path, request);
    for (let refreshes = 0; response.status === 419; refreshes++) {
      if (refreshes >= csrfRetryLimit) throw new CsrfError(await readBody(response));
      await refreshCsrfToken();
      response = await send(method, path, request);
    }

    const body = await readBody(response);
    if (!response.ok) {
      const error = errorFrom(response, body);
      if (error.status === 401 && !request.skipUnauthorizedHandling) hooks.onUnauthorized?.(error);
      if (isUnverifiedEmail(error) && !request.skipUnverifiedHandling) hooks.onUnverified?.(error);
      if (error.status >= 500) {
        console.error(error.message);
        hooks.onServerError?.(error);
      }
      throw error;
    }
    if (!request.schema) return body;
    const parsed = v.safeParse(request.schema, body);
    if (!parsed.success) throw new ResponseShapeError(path, parsed.issues);
    return parsed.output;
  }

  const client = {
    request,
    get: (path: string, o?: RequestOptions<v.GenericSchema | undefined>) => request('GET', path, o),
    post: (path: string, o?: RequestOptions<v.GenericSchema | undefined>) => request('POST', path, o),
    put: (path: string, o?: RequestOptions<v.GenericSchema | undefined>) => request('PUT', path, o),
    patch: (path: string, o?: RequestOptions<v.GenericSchema | undefined>) => request('PATCH', path, o),
    delete: (path: string, o?: RequestOptions<v.GenericSchema | undefined>) => request('DELETE', path, o),
    refreshCsrfToken,
  };
  return client as HttpClient;
}
