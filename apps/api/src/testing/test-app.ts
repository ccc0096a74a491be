import type { AddressInfo } from 'node:net';
import type { SessionEnv } from '@folio/auth-server';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../app.js';

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real API over a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'database'>> & { domains?: ReadonlyArray<Hono<SessionEnv>> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app } = createApp({
    database,
    logger: createLogger({ level: 'silent' }),
    production: false,
    secureCookies: false,
    ...overrides,
  });
  return { app, database, close: () => database.destroy() };
}

/** Serves an app on a random loopback port, for tests that need real HTTP. */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cookies from a response, by name. */
export function cookiesOf(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), line] as const;
    }),
  );
}

/** `name=value` for a Cookie header, from a Set-Cookie line. */
export const cookiePair = (setCookie: string | undefined) => (setCookie ?? '').split(';')[0] ?? '';
