import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { AuthPaths } from '@folio/auth-contract';
import { createLogger } from '@folio/server-kit';
import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { SIMULATED_PAYMENTS_WARNING } from '@folio/payments-server';
import { loadConfig } from './testing/load-config.js';
import { startServer } from './server.js';
import { startApiProcess, type ApiProcess, type LogLine } from './testing/api-process.js';

let running: ApiProcess | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

/** A browser-like client of the API: a cookie jar, and the CSRF header on writes. */
function visitor(base: string) {
  const jar = new CookieJar();
  const fetchWithCookies = makeFetchCookie(fetch, jar);
  const xsrf = () =>
    decodeURIComponent(jar.getCookiesSync(base).find((cookie) => cookie.key === 'XSRF-TOKEN')?.value ?? '');
  return {
    get: (path: string) => fetchWithCookies(`${base}${path}`, { headers: { accept: 'application/json' } }),
    async post(path: string, body: unknown) {
      if (!xsrf()) await fetchWithCookies(`${base}${AuthPaths.csrf}`);
      return fetchWithCookies(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-xsrf-token': xsrf() },
        body: JSON.stringify(body),
      });
    },
  };
}

/** `startServer` in this process on a fresh data folder, with its log lines kept. */
async function startInProcess(env: Record<string, string>) {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-first-start-')), 'data');
  const config = {
    ...loadConfig({ ...env, DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: join(dataDir, 'no-web') }),
    host: '127.0.0.1',
  };
  const logs: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { server: await startServer(config, createLogger({ level: 'info', destination })), logs };
}

// `npm start` runs `NODE_ENV=production SEED=demo node apps/api/dist/main.js`, with no SMTP_URL,
// no DEMO_PASSWORD and no SSO_SECRET: what a newcomer gets, and what anyone who can reach it gets.
const NPM_START = { NODE_ENV: 'production', SEED: 'demo', PAYMENTS_PROVIDER: 'embedded' };

describe('the first start of `npm start`', () => {
  it('prints a random demo password once, shows a newcomer their verification link in the log, and serves no development helper', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-first-start-')), 'data');
    const env = { ...NPM_START, DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web') };
    running = await startApiProcess(env);

    // Every start with the embedded provider says, as a warning, that no card is really charged.
    const simulated = await running.waitForLine((line) => line.msg === SIMULATED_PAYMENTS_WARNING);
    expect(simulated.level).toBe(40);
    const announced = await running.waitForLine((line) => /^Demo accounts/.test(line.msg ?? ''));
    const password = /password (\S+) /.exec(announced.msg!)?.[1] ?? '';
    expect(password).toMatch(/^demo-[\w-]{20}$/);
    const reader = visitor(running.base);
    expect((await reader.post(AuthPaths.login, { email: 'reader@folio.test', password })).status).toBe(200);
    expect(
      (
        await visitor(running.base).post(AuthPaths.login, {
          email: 'reader@folio.test',
          password: 'folio-demo-password',
        })
      ).status,
    ).toBe(422);

    // A newcomer registers; with no SMTP server, the link is in the log and nowhere on the web.
    const newcomer = visitor(running.base);
    const registered = await newcomer.post(AuthPaths.register, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine 1843',
      password_confirmation: 'analytical engine 1843',
    });
    expect(registered.status).toBe(201);
    const mail = await running.waitForLine((line) => line['subject'] === 'Verify your email address');
    const link = new URL((mail['links'] as string[])[0]!);
    expect(JSON.stringify(mail)).not.toContain('ada@example.com');
    expect((await newcomer.post(AuthPaths.verifyEmail, { token: link.searchParams.get('token') })).status).toBe(200);

    // The development helpers do not exist, not even for a client on this machine.
    expect((await newcomer.get(AuthPaths.devMailbox)).status).toBe(404);
    expect((await newcomer.post(AuthPaths.devSsoTicket, { email: 'reader@folio.test' })).status).toBe(404);
    expect(await running.stop()).toBe(0);

    // The password is shown once: the next start of the same database says nothing about it.
    running = await startApiProcess(env);
    expect((await visitor(running.base).post(AuthPaths.login, { email: 'reader@folio.test', password })).status).toBe(
      200,
    );
    expect(running.lines.filter((line) => /password/i.test(line.msg ?? ''))).toEqual([]);
  }, 400_000);

  it('with DEMO_PASSWORD set, the demo accounts use it and nothing about it is logged', async () => {
    const { server, logs } = await startInProcess({ ...NPM_START, DEMO_PASSWORD: 'a chosen demo passphrase' });
    try {
      expect(logs.map((line) => line.msg)).toContain('seeded demo data');
      expect(
        (
          await visitor(`http://127.0.0.1:${server.port}`).post(AuthPaths.login, {
            email: 'author@folio.test',
            password: 'a chosen demo passphrase',
          })
        ).status,
      ).toBe(200);
      expect(JSON.stringify(logs)).not.toContain('a chosen demo passphrase');
    } finally {
      await server.shutdown('test');
    }
  }, 120_000);

  it('seeds nothing in production unless SEED=demo says so', async () => {
    const { server, logs } = await startInProcess({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'embedded' });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      expect(
        (await visitor(base).post(AuthPaths.login, { email: 'reader@folio.test', password: 'folio-demo-password' }))
          .status,
      ).toBe(422);
      const events = (await (await visitor(base).get('/api/catalog/events')).json()) as { data: unknown[] };
      expect(events.data).toEqual([]);
      expect(logs.map((line) => line.msg)).not.toContain('seeded demo data');
    } finally {
      await server.shutdown('test');
    }
  }, 120_000);
});
