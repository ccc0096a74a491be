import { Agent } from 'node:http';
import { userRepo } from '@folio/auth-server';
import { CSRF_COOKIE_PATH, HEALTH_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { createLogger } from '@folio/server-kit';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';
import { buildDomains } from './server.js';
import { floodInWorker, plainRequest, quantile, type FloodAnswer } from './testing/http-flood.js';
import { cookiePair, cookiesOf, listen } from './testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';

// Quality bar: a flood of sign-ins is refused cheaply and with a time to come back, and everything
// else (the health check, a page's data, a real reader's sign-in) carries on meanwhile: p99 under
// 100 ms, over probes made every few milliseconds for at least two seconds from the flood's start.
// A thousand connections arriving at once cost any server on this stack a burst of work, even
// Hono with no middleware answering with nothing (10-700 ms here, with other test files running
// beside this one), and Folio's answer (request id, twelve security headers, a log line) costs
// more than the bare framework's (the B6 gap, tools/bench/README.md). So the bound is 100 ms or
// three times the yardstick under the same flood in the same run, whichever is larger. What it
// guards against is work queuing behind the flood (password hashing, database statements), which
// stalled the health check for 10.5 s before the credential gate.
const FLOOD = 1_000;
const MAX_P99_MS = 100;
/**
 * Rounds at most: each compares Folio under the flood with the yardstick under the same flood, and
 * the run stops at the first round in which Folio stays within the bound. A shared machine's
 * stalls (CPU taken by its neighbours: the yardstick itself, a bare server, has shown a p99 of
 * 33 ms) then decide one round, not the verdict; work that queues behind the flood shows in every
 * round.
 */
const ROUNDS = 5;
const YARDSTICK_FACTOR = 3;
/** How long the probes run at least, from the flood's start. */
const PROBE_WINDOW_MS = 2_000;
const PASSWORD = 'a-long-reader-password';

let database: TestDatabase;
let server: Awaited<ReturnType<typeof listen>>;
let bare: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://localhost' });
  const accounts = buildDomains(config, database.db, logger);
  await userRepo(database.db).create({
    email: 'reader@example.com',
    firstName: 'Real',
    lastName: 'Reader',
    passwordHash: await accounts.deps.hasher.hash(PASSWORD),
    emailVerifiedAt: new Date(),
  });
  const { app } = createApp({
    database,
    logger,
    production: true,
    secureCookies: false,
    admission: accounts.admission,
    domains: accounts.domains,
  });
  server = await listen(app);
  // The yardstick: Hono with no middleware, refusing every sign-in with no work at all.
  bare = await listen(
    new Hono()
      .get('/health', (c) => c.json({ status: 'ok' }))
      .post('/login', (c) => c.json({ message: 'busy', code: 'service_unavailable' }, 503, { 'Retry-After': '1' })),
  );
}, 60_000);
afterAll(async () => {
  await bare?.close();
  await server?.close();
  await database?.destroy();
});

/** A guest session with its CSRF token, as a browser (or a flood script) starts. */
async function handshake(): Promise<{ cookie: string; xsrf: string }> {
  const res = await fetch(`${server.url}${CSRF_COOKIE_PATH}`);
  const cookies = cookiesOf(res);
  const cookie = [...cookies.values()].map(cookiePair).join('; ');
  const xsrf = decodeURIComponent(cookiePair(cookies.get(XSRF_COOKIE_NAME)).split('=')[1] ?? '');
  return { cookie, xsrf };
}

async function timed(url: string, agent: Agent): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const { status } = await plainRequest(url, { agent });
  return { ms: performance.now() - started, status };
}

/**
 * Polls `url` one request after another from the flood's start until it is answered and at least
 * `PROBE_WINDOW_MS` have passed (a load balancer polls on a clock, not only while a flood lasts);
 * the latency of each.
 */
async function probeWhile(
  done: Promise<unknown>,
  url: string,
  everyMs: number,
): Promise<Array<{ ms: number; status: number }>> {
  let finished = false;
  void done.finally(() => (finished = true));
  const started = performance.now();
  const samples: Array<{ ms: number; status: number }> = [];
  // One open connection, as a load balancer's health checks or a reader's browser keep it.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  while (!finished || performance.now() - started < PROBE_WINDOW_MS) {
    samples.push(await timed(url, agent));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  agent.destroy();
  return samples;
}

/** A real reader signing in during the flood: told when to come back, and let in when they do. */
async function readerSignsIn(): Promise<{ status: number; attempts: number; refusalsWithoutRetryAfter: number }> {
  const { cookie, xsrf } = await handshake();
  let refusalsWithoutRetryAfter = 0;
  for (let attempts = 1; ; attempts++) {
    const res = await plainRequest(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie, [XSRF_HEADER_NAME]: xsrf },
      body: JSON.stringify({ email: 'reader@example.com', password: PASSWORD }),
    });
    if (res.status !== 503 && res.status !== 429) return { status: res.status, attempts, refusalsWithoutRetryAfter };
    const wait = Number(res.headers['retry-after']);
    if (!(wait >= 1)) refusalsWithoutRetryAfter++;
    if (attempts >= 5) return { status: res.status, attempts, refusalsWithoutRetryAfter };
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait) * 1000));
  }
}

/** 100 ms, or three times the typical yardstick round so far, whichever is larger. */
function boundOf(rounds: ReadonlyArray<{ yardstick: number }>): number {
  return Math.max(
    MAX_P99_MS,
    YARDSTICK_FACTOR *
      quantile(
        rounds.map((r) => r.yardstick),
        0.5,
      ),
  );
}

function summarize(answers: FloodAnswer[]) {
  const byStatus = new Map<number, number>();
  for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  return Object.fromEntries(byStatus);
}

describe.each([
  { flood: 'from a thousand clients at once', distinctClients: true },
  { flood: 'from one client spraying a thousand addresses', distinctClients: false },
])('a sign-in flood $flood', ({ distinctClients }) => {
  it('is refused with a time to retry after, while health, pages and a real reader carry on', async () => {
    const { cookie, xsrf } = await handshake();
    const floodOf = (url: string) =>
      floodInWorker({
        url,
        path: '/login',
        count: FLOOD,
        headers: { cookie, [XSRF_HEADER_NAME]: xsrf },
        bodyTemplate: JSON.stringify({ email: 'someone-{i}@example.com', password: 'Password123!' }),
        distinctClients,
      });
    const p99Of = (samples: Array<{ ms: number }>) =>
      quantile(
        samples.map((sample) => sample.ms),
        0.99,
      );

    // Rounds alternate the yardstick and Folio, so a moment of load on a shared machine (other test
    // files run beside this one) does not decide the verdict: the best Folio round is compared
    // with the typical yardstick round.
    const rounds: Array<{ yardstick: number; health: number; events: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const yardstickFlood = floodOf(bare.url);
      const [, yardstick] = await Promise.all([yardstickFlood, probeWhile(yardstickFlood, `${bare.url}/health`, 5)]);

      const flood = floodOf(server.url);
      const [answers, health, events, reader] = await Promise.all([
        flood,
        probeWhile(flood, `${server.url}${HEALTH_PATH}`, 5),
        probeWhile(flood, `${server.url}/api/catalog/events`, 5),
        readerSignsIn(),
      ]);

      // Every flood request got an answer: a refusal says when to come back, nothing is a 500.
      expect(answers.filter((answer) => answer.status === 0)).toEqual([]);
      expect(
        answers.every((answer) => [422, 429, 503].includes(answer.status)),
        JSON.stringify(summarize(answers)),
      ).toBe(true);
      const refusals = answers.filter((answer) => answer.status === 429 || answer.status === 503);
      expect(refusals.length).toBeGreaterThan(FLOOD / 2);
      expect(refusals.filter((answer) => !(Number(answer.retryAfter) >= 1))).toEqual([]);
      // Nothing else failed meanwhile, and the real reader was let in, at worst after the wait they were told.
      expect(health.length).toBeGreaterThan(5);
      expect(health.every((sample) => sample.status === 200)).toBe(true);
      expect(events.every((sample) => sample.status === 200)).toBe(true);
      expect(reader).toMatchObject({ status: 200, refusalsWithoutRetryAfter: 0 });
      rounds.push({ yardstick: p99Of(yardstick), health: p99Of(health), events: p99Of(events) });
      const last = rounds.at(-1)!;
      if (Math.max(last.health, last.events) < boundOf(rounds)) break;
    }

    // The rest of the server stayed responsive.
    const bound = boundOf(rounds);
    const best = { health: Math.min(...rounds.map((r) => r.health)), events: Math.min(...rounds.map((r) => r.events)) };
    expect(best.health, JSON.stringify({ rounds, bound })).toBeLessThan(bound);
    expect(best.events, JSON.stringify({ rounds, bound })).toBeLessThan(bound);
  }, 300_000);
});
