import { FUNNEL_PATH, INGEST_PATH, SellerFunnel } from '@folio/analytics-contract';
import { sampleEvent } from '@folio/analytics-server/testing';
import { AuthPaths } from '@folio/auth-contract';
import { DEMO_ACCOUNTS, profiles, sessions, users } from '@folio/auth-server';
import { testBrowser, type TestBrowser } from '@folio/auth-server/testing';
import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { orderForms } from '@folio/order-forms-server/schema';
import { authors } from '@folio/people-server';
import { createLogger } from '@folio/server-kit';
import { and, asc, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { loadConfig } from './testing/load-config.js';
import { demoSeeders } from './seeders.js';
import { buildDomains } from './server.js';
import { fromAddress } from './testing/from-address.js';

// The analytics pieces as `startServer` wires them: the events endpoint answered in front of the
// session middleware, and the funnel of the demo author, whose seller profile the demo seeding
// links to a catalog author with order forms.
const DEMO_PASSWORD = 'a demo passphrase for tests';
let database: TestDatabase;
let composed: ReturnType<typeof createApp>;
let domains: ReturnType<typeof buildDomains>;
const config = loadConfig({ NODE_ENV: 'test', APP_KEY: 'an-app-key-for-the-analytics-tests-0123' });

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  domains = buildDomains(config, database.db, logger);
  composed = createApp({
    database,
    logger,
    production: false,
    secureCookies: false,
    admission: domains.admission,
    domains: domains.domains,
    sessionClient: domains.sessionClient,
    ingest: domains.analytics.ingest,
  });
  await runSeeders(database.db, demoSeeders({ password: DEMO_PASSWORD }));
}, 120_000);
afterAll(async () => {
  await domains.analytics.buffer.close();
  await domains.mail.stop();
  await database.destroy();
});

const post = (body: string, init: { token?: string; headers?: Record<string, string> } = {}) =>
  composed.app.request(
    `${INGEST_PATH}?name=folio_events&token=${encodeURIComponent(init.token ?? config.analytics.token)}`,
    {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example', ...init.headers },
    },
  );

async function signedIn(email: string): Promise<TestBrowser> {
  const browser = testBrowser(fromAddress(composed.app, '127.0.0.1'));
  await browser.handshake();
  expect((await browser.post(AuthPaths.login, { email, password: DEMO_PASSWORD })).status).toBe(200);
  return browser;
}

describe('the embedded events endpoint in the API', () => {
  it('takes an event from another origin in front of the session middleware: no session, no cookie, the API headers and CORS', async () => {
    const sessionsBefore = (await database.db.select({ n: count() }).from(sessions))[0]?.n;
    const response = await post(JSON.stringify(sampleEvent()), { headers: { cookie: 'folio_session=whatever' } });
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await database.db.select({ n: count() }).from(sessions))[0]?.n).toBe(sessionsBefore);

    const preflight = await composed.app.request(INGEST_PATH, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect((await post('{}', { token: 'not-the-token' })).status).toBe(403);
    // Other paths under /v0/ are API paths too: a JSON 404, never the web app.
    const unknown = await composed.app.request('/v0/pipes');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('is off when events go to a hosted events API or nowhere', () => {
    const logger = createLogger({ level: 'silent' });
    const hosted = loadConfig({
      NODE_ENV: 'test',
      ANALYTICS_HOST: 'https://api.tinybird.co',
      ANALYTICS_TOKEN: 'p.append',
    });
    expect(buildDomains(hosted, database.db, logger).analytics.ingest).toBeNull();
    expect(
      buildDomains(loadConfig({ NODE_ENV: 'test', ANALYTICS_SOURCE: '' }), database.db, logger).analytics.ingest,
    ).toBeNull();
  });
});

const linkedProfile = async () =>
  (
    await database.db
      .select({ sellerId: profiles.sellerId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(users.email, DEMO_ACCOUNTS.author.email), eq(profiles.kind, 'seller')))
  )[0];

describe("the demo author's sales funnel", () => {
  it("links author@folio.test's seller profile to the demo author with the most order forms", async () => {
    const profile = await linkedProfile();
    const rows = await database.db.select({ authorId: orderForms.authorId }).from(orderForms);
    const formsOf = new Map<string, number>();
    for (const { authorId } of rows) if (authorId) formsOf.set(authorId, (formsOf.get(authorId) ?? 0) + 1);
    const most = Math.max(...formsOf.values());
    expect(profile?.sellerId).toBe(
      [...formsOf]
        .filter(([, n]) => n === most)
        .map(([id]) => id)
        .sort()[0],
    );
  });

  it('shows the author every form of theirs, and counts the events the endpoint took about them', async () => {
    const author = await signedIn(DEMO_ACCOUNTS.author.email);
    const before = v.parse(SellerFunnel, (await author.get(FUNNEL_PATH)).body).data;
    const sellerId = (await linkedProfile())?.sellerId ?? '';
    const [linked] = await database.db
      .select({ id: authors.id, slug: authors.slug })
      .from(authors)
      .where(eq(authors.id, sellerId));
    const forms = await database.db
      .select({ id: orderForms.id, title: orderForms.title })
      .from(orderForms)
      .where(eq(orderForms.authorId, linked!.id))
      .orderBy(asc(orderForms.title));
    expect(before.sellers).toEqual([expect.objectContaining({ kind: 'author', slug: linked!.slug })]);
    expect(before.forms.map((form) => form.title).sort()).toEqual(forms.map((form) => form.title).sort());

    const form = forms[0]!;
    const about = { seller_id: linked!.id, target_type: 'order_form' as const, target_id: form.id };
    const lines = [
      sampleEvent({ ...about }),
      sampleEvent({ ...about }),
      sampleEvent({ ...about, action: 'add_to_cart' }),
    ];
    expect(
      (
        await post(lines.map((line) => JSON.stringify(line)).join('\n'), {
          headers: { 'content-type': 'application/x-ndjson' },
        })
      ).status,
    ).toBe(202);
    await domains.analytics.buffer.flush();
    const after = v.parse(SellerFunnel, (await author.get(FUNNEL_PATH)).body).data;
    const counted = after.forms.find((row) => row.order_form_id === form.id);
    const was = before.forms.find((row) => row.order_form_id === form.id)!.counts;
    expect(counted?.counts).toEqual({
      ...was,
      order_form_view: was.order_form_view + 2,
      add_to_cart: was.add_to_cart + 1,
    });
    expect(after.forms[0]?.order_form_id).toBe(form.id);
  });

  it("keeps one anonymous client's flood of forged events out of the funnel: its quota at most, paid orders never", async () => {
    const author = await signedIn(DEMO_ACCOUNTS.author.email);
    const before = v.parse(SellerFunnel, (await author.get(FUNNEL_PATH)).body).data;
    const sellerId = (await linkedProfile())?.sellerId ?? '';
    const form = before.forms[0]!;
    const about = { seller_id: sellerId, target_type: 'order_form' as const, target_id: form.order_form_id };
    const flooder = fromAddress(composed.app, '203.0.113.50');
    const send = (lines: object[], from = flooder) =>
      from.request(`${INGEST_PATH}?name=folio_events&token=${encodeURIComponent(config.analytics.token)}`, {
        method: 'POST',
        body: lines.map((line) => JSON.stringify(line)).join('\n'),
        headers: { 'content-type': 'application/x-ndjson' },
      });
    // 100 forged paid orders and checkouts, then 5,000 adds, a hundred a post, as fast as it can.
    const forged = [
      ...Array.from({ length: 100 }, () => sampleEvent({ ...about, action: 'order_paid' })),
      ...Array.from({ length: 100 }, () => sampleEvent({ ...about, action: 'checkout_start' })),
    ];
    const started = performance.now();
    const answers = [await send(forged.slice(0, 100)), await send(forged.slice(100))];
    for (let i = 0; i < 50; i++)
      answers.push(await send(Array.from({ length: 100 }, () => sampleEvent({ ...about, action: 'add_to_cart' }))));
    const seconds = (performance.now() - started) / 1000;
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([202, 202]);
    const adds = answers.slice(2);
    const accepted = adds.filter((answer) => answer.status === 202);
    const refused = adds.filter((answer) => answer.status === 429);
    expect(accepted.length + refused.length).toBe(adds.length);
    // 600 at once, then 10 a second: 400 adds after the 200 forged events, and what the time refilled.
    expect(accepted.length).toBeGreaterThanOrEqual(4);
    expect(accepted.length * 100).toBeLessThanOrEqual(400 + Math.ceil(seconds * 10));
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused[0]?.json()).toMatchObject({ code: 'too_many_requests' });
    // Another reader's browser is not held back by the flood.
    expect((await send([sampleEvent(about)], fromAddress(composed.app, '203.0.113.51'))).status).toBe(202);

    await domains.analytics.buffer.flush();
    const after = v.parse(SellerFunnel, (await author.get(FUNNEL_PATH)).body).data;
    const counts = after.forms.find((row) => row.order_form_id === form.order_form_id)!.counts;
    expect(counts).toEqual({
      ...form.counts,
      order_form_view: form.counts.order_form_view + 1,
      // The forged checkouts and payments are stored, never counted: the orders count those.
      add_to_cart: form.counts.add_to_cart + accepted.length * 100,
    });
  });

  it('shows the demo reader an empty funnel', async () => {
    const reader = await signedIn(DEMO_ACCOUNTS.reader.email);
    const { data } = v.parse(SellerFunnel, (await reader.get(FUNNEL_PATH)).body);
    expect(data.sellers).toEqual([]);
    expect(data.forms).toEqual([]);
  });
});
