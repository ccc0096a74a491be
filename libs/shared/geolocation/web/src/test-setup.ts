// Test helpers shared by this package's test files (a test file by the lint's and tsconfig's rules:
// it runs in Node and may start a server).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocationStorage } from './location-cache';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback stand-in of the lookup service: answers what the test sets per path, records the requests. */
export interface LookupHost {
  url: string;
  requests: Array<{ path: string; accept: string | undefined; cookie: string | undefined }>;
  /** Answer `path` (e.g. `/json/`) with this status and JSON body, or by this handler. */
  answer(path: string, status: number, body: unknown): void;
  handle(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startLookupHost(): Promise<LookupHost> {
  const handlers = new Map<string, Handler>();
  const requests: LookupHost['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, accept: request.headers.accept, cookie: request.headers.cookie });
    const handler = handlers.get(path);
    if (handler) return handler(request, response);
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: true, reason: 'Not Found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(path, status, body) {
      handlers.set(path, (_request, response) => {
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    },
    handle: (path, handler) => void handlers.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Web Storage stand-in over a Map (what `localStorage` holds, inspectable). */
export function memoryStorage(): LocationStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** `navigator.geolocation` that answers with a position or a `GeolocationPositionError` code, or never. */
export function fakeGeolocation(outcome: { latitude: number; longitude: number } | { code: number } | 'never') {
  const calls: PositionOptions[] = [];
  return {
    calls,
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      calls.push(options ?? {});
      if (outcome === 'never') return;
      if ('code' in outcome) {
        failure?.({
          code: outcome.code,
          message: 'browser text',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
        return;
      }
      success({ coords: { ...outcome, accuracy: 10 }, timestamp: Date.now() } as unknown as GeolocationPosition);
    },
  };
}

/** An ipapi-style answer for a country. */
export const ipAnswer = (country_code: string, extra: Record<string, unknown> = {}) => ({
  ip: '203.0.113.9',
  country_code,
  country_name: country_code === 'GB' ? 'United Kingdom' : country_code,
  city: null,
  region: null,
  timezone: null,
  ...extra,
});
