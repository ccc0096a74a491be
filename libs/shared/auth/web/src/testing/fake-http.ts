import type { HttpClient, RequestOptions } from '@folio/http';
import * as v from 'valibot';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (options: RequestOptions<v.GenericSchema | undefined>) => unknown;

export interface FakeHttp extends HttpClient {
  /** Answers `method path` (exact path, search parameters ignored) with what `handler` returns or throws. */
  on(method: Method, path: string, handler: Handler): FakeHttp;
  /** Every call made, in order. */
  calls: { method: Method; path: string; options: RequestOptions<v.GenericSchema | undefined> }[];
  callsTo(method: Method, path: string): RequestOptions<v.GenericSchema | undefined>[];
}

/**
 * A stand-in for `@folio/http`'s client: answers come from handlers and are parsed with the
 * caller's contract schema, so fixtures must match the contract like the real API's answers.
 */
export function fakeHttp(): FakeHttp {
  const handlers = new Map<string, Handler>();
  const calls: FakeHttp['calls'] = [];
  const request = async (method: Method, path: string, options: RequestOptions<v.GenericSchema | undefined> = {}) => {
    calls.push({ method, path, options });
    const handler = handlers.get(`${method} ${path}`);
    if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
    const answer = await handler(options);
    return options.schema ? v.parse(options.schema, answer) : answer;
  };
  const http = {
    request,
    get: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('GET', path, options),
    post: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('POST', path, options),
    put: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('PUT', path, options),
    patch: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('PATCH', path, options),
    delete: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('DELETE', path, options),
    refreshCsrfToken: async () => undefined,
    calls,
    on(method: Method, path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return http;
    },
    callsTo: (method: Method, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.options),
  };
  return http as unknown as FakeHttp;
}
