import { HttpError } from '@folio/http';
import * as v from 'valibot';
import type { HttpClient } from '@folio/http';

type CatalogHttp = Pick<HttpClient, 'get' | 'put' | 'post' | 'delete'>;

export type FakeMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface FakeRequest {
  method: FakeMethod;
  path: string;
  searchParams: Record<string, string>;
  json: unknown;
}

/** An answer: a body, or a thrown error (`httpError(404, …)`); may be async to hold a request open. */
export type FakeResponder = (request: FakeRequest) => unknown;

export interface FakeHttp extends CatalogHttp {
  /** Every request made, in order. */
  requests: FakeRequest[];
  /** Adds or replaces the answer for `method path` (a path, or a pattern). */
  on(method: FakeMethod, path: string | RegExp, respond: FakeResponder): FakeHttp;
}

/** The shared client's error for a non-2xx answer, as the real client raises it. */
export function httpError(status: number, message = `Request failed with status ${status}`, code?: string): HttpError {
  return new HttpError(status, message, code, { message, code });
}

/** Settles when `release()` is called: for seeing a loading state or an optimistic change. */
export function deferred<T = unknown>() {
  let release!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

/**
 * A stand-in for the shared http client at the seam the catalog uses: answers by method and
 * path, parses every body with the schema the caller passes (so examples must match the
 * contract), and rejects anything not set up with a clear message.
 */
export function createFakeHttp(): FakeHttp {
  const routes: Array<{ method: FakeMethod; path: string | RegExp; respond: FakeResponder }> = [];
  const requests: FakeRequest[] = [];

  const handle = async (
    method: FakeMethod,
    path: string,
    options: {
      searchParams?: Record<string, string | number | boolean | undefined>;
      json?: unknown;
      schema?: v.GenericSchema;
    } = {},
  ) => {
    const searchParams = Object.fromEntries(
      Object.entries(options.searchParams ?? {})
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    );
    const request: FakeRequest = { method, path, searchParams, json: options.json };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find(
        (candidate) =>
          candidate.method === method &&
          (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
      );
    if (!route) throw new Error(`The fake http client has no answer for ${method} ${path}`);
    const body = await route.respond(request);
    return options.schema ? v.parse(options.schema, body) : body;
  };

  const fake = {
    requests,
    on(method: FakeMethod, path: string | RegExp, respond: FakeResponder) {
      routes.push({ method, path, respond });
      return fake as FakeHttp;
    },
    get: (path: string, options?: object) => handle('GET', path, options),
    put: (path: string, options?: object) => handle('PUT', path, options),
    post: (path: string, options?: object) => handle('POST', path, options),
    delete: (path: string, options?: object) => handle('DELETE', path, options),
  };
  return fake as unknown as FakeHttp;
}
