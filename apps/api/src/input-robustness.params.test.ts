/**
 * Input robustness (quality bar), query strings and path parameters: every route of the composed
 * API, reads and writes alike, answers generated request lines, each sent by a guest or by the
 * signed-in reader (with a valid CSRF token, and no body: bodies are the body suite's,
 * `input-robustness.body.test.ts`). Query strings come from the query contract each route
 * validates (`validate('query', …)`), path parameters from the route's pattern: real ids and
 * slugs, ids that could be, numbers past every limit, NUL, unicode, `../`, broken
 * percent-encodings, repeated and empty parameters. The rules are the body suite's:
 * - never a 5xx; every 4xx is JSON `{message, code}` with a message a person can read;
 * - no stack trace, SQL or server path in any body; a 2xx only for a query and parameters the
 *   contracts accept;
 * - afterwards, another account's data is untouched and the reader still signs in.
 *
 * Each route gets a tenth of FOLIO_FUZZ_RUNS, at least 50 (100 by default, 1,000 in the long
 * suite): there are many routes, and a request line has fewer ways to go wrong than a body. FOLIO_FUZZ_SEED and
 * FOLIO_FUZZ_REPORT work as in the body suite.
 */
import { FunnelQuery } from '@folio/analytics-contract';
import { DevMailboxQuery } from '@folio/auth-contract';
import { HomeQuery, PostListQuery } from '@folio/content-contract';
import { CartListQuery, SessionQuery, ShippingOptionsQuery } from '@folio/cart-contract';
import { OrderListQuery, PastQuery } from '@folio/orders-contract';
import { PaymentStatusQuery } from '@folio/payments-contract';
import { orderForms } from '@folio/order-forms-server/schema';
import { asc } from 'drizzle-orm';
import { EventListQuery, OrderFormListQuery } from '@folio/events-contract';
import { NotificationListQuery } from '@folio/notifications-contract';
import { AuthorListQuery, ReaderListQuery, VendorListQuery } from '@folio/people-contract';
import { SavedTargetParams } from '@folio/saved-contract';
import { SearchQuery } from '@folio/search-contract';
import { AuthorSlugParams, GiveawayIdParams } from '@folio/giveaways-contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePath, segment, type Segment } from './testing/fuzz-path.js';
import { queriesFromSchema, queryValue, withQuery, type FuzzQuery } from './testing/fuzz-query.js';
import {
  addressId,
  sessionId,
  answeringRoutes,
  buildWorld,
  catalogIds,
  destroyWorld,
  holdingsOf,
  livePools,
  notificationId,
  readerSignsInAgain,
  restore,
  RUNS,
  savedKind,
  socialProvider,
  type SlugKind,
  type Who,
  type World,
} from './testing/fuzz-world.js';
import {
  checkAnswer,
  countKind,
  countStatus,
  newStats,
  pathStrings,
  printStats,
  type Stats,
} from './testing/fuzz-run.js';

// At least 50, so that every query contract sees queries it accepts and queries it refuses.
const PARAM_RUNS = Math.max(50, Math.ceil(RUNS / 10));

let world: World;
let bystanderBefore: Awaited<ReturnType<typeof holdingsOf>>;

beforeAll(async () => {
  world = await buildWorld();
  bystanderBefore = await holdingsOf(world, world.bystander.id);
}, 60_000);

afterAll(() => destroyWorld(world));

// ---------------------------------------------------------------------------------------------
// The table: every route of the composed API, with its query contract and path parameters
// ---------------------------------------------------------------------------------------------

type Params = (w: World) => Record<string, fc.Arbitrary<Segment>>;

interface Route {
  /** `METHOD /pattern`, exactly as the composed app's `app.routes` lists it. */
  route: string;
  /** The contract its `validate('query', …)` reads: a 2xx needs a query it accepts. */
  query?: v.GenericSchema;
  /** Query keys the handler reads without a contract. */
  reads?: readonly string[];
  /** A generator for each parameter of the pattern. */
  params?: Params;
  /** The contract of the path parameters, where the route validates them. */
  paramsContract?: v.GenericSchema;
  /** The request line sent, where the route is not one (`ALL /api/*`). */
  request?: { method: string; pattern: string };
  /**
   * Why no generated request can be answered 2xx though its query is valid (a secret no generator
   * holds): its runs must still refuse what the contract refuses, with 422.
   */
  never2xx?: string;
}

/** An order number or an id that is nobody's (the reader has no orders here): every answer a 404 or a 422. */
const orderNumber: Params = () => ({ orderNumber: segment(['FO-AAAAAA', 'fo-aaaaaa']) });
const unknownId: Params = () => ({ id: segment(['pi_unknown']) });
/** A slug of a kind: real ones, and everything else `segment` makes. */
const slug =
  (...kinds: SlugKind[]): Params =>
  (w) => ({ slug: segment(kinds.flatMap((kind) => w.slugs[kind])) });
/** `{uuid}.svg` of real ids, the same in capitals, and the near misses of `segment`. */
const svgFile =
  (ids: (w: World) => readonly string[]): Params =>
  (w) => {
    const known = ids(w);
    const first = known[0] ?? '';
    return {
      file: segment([
        ...known.map((id) => `${id}.svg`),
        ...known.map((id) => `${id.toUpperCase()}.svg`),
        first,
        `${first}.SVG`,
        `${first}.svg.svg`,
      ]),
    };
  };
const provider: Params = () => ({ provider: socialProvider });

// Carts: the reader's and the guest's, opened through init; forms by id and by uid.
const cartIds: string[] = [];
let formRefs: string[] = [];
beforeAll(async () => {
  const forms = await world.database.db
    .select({ id: orderForms.id, uid: orderForms.uid })
    .from(orderForms)
    .orderBy(asc(orderForms.id))
    .limit(2);
  formRefs = forms.flatMap((form) => [form.id, form.uid]);
  for (const form of forms) {
    for (const who of [world.member, world.guest]) {
      const opened = await who.get(`/api/public/cart/init/${form.id}`);
      if (opened.status === 200) cartIds.push((opened.json as { data: { id: string } }).data.id);
    }
  }
}, 60_000);
const cart: Params = () => ({ id: segment(cartIds) });
const giveawayId: Params = (w) => ({ id: segment(w.giveaways) });
const savedTarget: Params = (w) => ({ kind: savedKind, id: segment(catalogIds(w)) });
/** `lat,lon` in degrees: on land, at sea, at the limits. */
const point: Params = () => ({
  point: segment(['51.5072,-0.1276', '0,-30', '-90,180', '90.0,-180.0', '18.4655,-66.1057']),
});

const ROUTES: readonly Route[] = [
  { route: 'GET /api/health' },
  { route: 'GET /sanctum/csrf-cookie' },
  // Catalog: people
  { route: 'GET /api/catalog/authors', query: AuthorListQuery },
  { route: 'GET /api/catalog/authors/:slug', params: slug('author') },
  { route: 'GET /api/catalog/vendors', query: VendorListQuery },
  { route: 'GET /api/catalog/vendors/:slug', params: slug('vendor') },
  { route: 'GET /api/catalog/readers', query: ReaderListQuery },
  { route: 'GET /api/catalog/covers/books/:file', params: svgFile((w) => w.books) },
  { route: 'GET /api/catalog/avatars/:file', params: svgFile((w) => [...w.catalog.author, ...w.catalog.vendor]) },
  // Catalog: events
  { route: 'GET /api/catalog/events', query: EventListQuery },
  { route: 'GET /api/catalog/events/:slug', params: slug('event') },
  { route: 'GET /api/catalog/events/:slug/readers', query: ReaderListQuery, params: slug('event') },
  { route: 'GET /api/catalog/readers/:slug', params: slug('reader') },
  { route: 'GET /api/catalog/authors/:slug/order-forms', query: OrderFormListQuery, params: slug('author') },
  { route: 'GET /api/catalog/vendors/:slug/order-forms', query: OrderFormListQuery, params: slug('vendor') },
  { route: 'GET /api/catalog/categories' },
  { route: 'GET /api/catalog/categories/:slug', params: slug('category') },
  { route: 'GET /api/catalog/collections' },
  { route: 'GET /api/catalog/collections/:slug', params: slug('collection') },
  { route: 'GET /api/catalog/listings/:slug', params: slug('category', 'collection') },
  { route: 'GET /api/catalog/covers/events/:file', params: svgFile((w) => w.catalog.event) },
  // Catalog: search and saved
  { route: 'GET /api/catalog/search', query: SearchQuery },
  { route: 'GET /api/catalog/saved' },
  { route: 'POST /api/catalog/saved/merge' },
  { route: 'POST /api/catalog/saved/resolve' },
  { route: 'PUT /api/catalog/saved/:kind/:id', params: savedTarget, paramsContract: SavedTargetParams },
  { route: 'DELETE /api/catalog/saved/:kind/:id', params: savedTarget, paramsContract: SavedTargetParams },
  // Commerce: order forms
  { route: 'GET /api/public/order-forms/:slug', params: slug('orderForm') },
  { route: 'GET /api/public/order-forms/images/products/:file', params: svgFile((w) => w.commerce.products) },
  { route: 'GET /api/public/order-forms/images/bundles/:file', params: svgFile((w) => w.commerce.bundles) },
  // Marketing: content
  { route: 'GET /api/public/content/home', query: HomeQuery },
  { route: 'GET /api/public/content/pages/:slug', params: slug('contentPage') },
  { route: 'GET /api/public/content/posts', query: PostListQuery },
  { route: 'GET /api/public/content/posts/:slug', params: slug('post') },
  { route: 'GET /api/public/content/partners' },
  { route: 'GET /api/public/content/partners/:slug', params: slug('partner') },
  // Social sign-in
  { route: 'GET /api/auth/providers' },
  { route: 'GET /api/auth/:provider/redirect/user', params: provider, reads: ['intended'] },
  {
    route: 'GET /api/auth/:provider/callback',
    params: provider,
    reads: ['code', 'state', 'error', 'error_description'],
  },
  { route: 'POST /api/auth/facebook/auto-login' },
  { route: 'GET /api/social' },
  { route: 'GET /api/social/:provider/connect/user', params: provider },
  { route: 'DELETE /api/social/:provider', params: provider },
  { route: 'GET /api/user/sessions' },
  { route: 'DELETE /api/user/sessions/others' },
  { route: 'DELETE /api/user/sessions/:id', params: (w) => ({ id: sessionId(w) }) },
  // Sessions, registration, e-mail, SSO
  { route: 'POST /login' },
  { route: 'POST /register' },
  { route: 'POST /logout' },
  { route: 'GET /api/user' },
  { route: 'POST /forgot-password' },
  { route: 'POST /reset-password' },
  { route: 'POST /api/email/verify' },
  { route: 'POST /email/verification-notification' },
  { route: 'POST /api/sso/validate' },
  // Account
  { route: 'GET /api/user/profile' },
  { route: 'PUT /api/user/profile' },
  { route: 'PUT /api/user/password' },
  { route: 'GET /api/user/addresses' },
  { route: 'POST /api/user/addresses' },
  { route: 'GET /api/user/addresses/:id', params: (w) => ({ id: addressId(w) }) },
  { route: 'PUT /api/user/addresses/:id', params: (w) => ({ id: addressId(w) }) },
  { route: 'DELETE /api/user/addresses/:id', params: (w) => ({ id: addressId(w) }) },
  { route: 'GET /api/user/preferences' },
  { route: 'PUT /api/user/preferences' },
  // Notifications
  // Giveaways (marketing)
  { route: 'GET /api/marketing/giveaways' },
  { route: 'GET /api/marketing/giveaways/author/:slug', params: slug('author'), paramsContract: AuthorSlugParams },
  { route: 'GET /api/marketing/giveaways/entry/:id', params: giveawayId, paramsContract: GiveawayIdParams },
  { route: 'POST /api/marketing/giveaways/entry/:id', params: giveawayId, paramsContract: GiveawayIdParams },
  { route: 'GET /api/notifications', query: NotificationListQuery },
  { route: 'POST /api/notifications/read-all' },
  { route: 'POST /api/notifications/:id/read', params: (w) => ({ id: notificationId(w) }) },
  // Carts (spec section 7, public)
  {
    route: 'GET /api/public/cart/init/:orderFormId',
    query: SessionQuery,
    params: () => ({ orderFormId: segment(formRefs) }),
  },
  { route: 'GET /api/public/cart/list', query: CartListQuery },
  { route: 'GET /api/public/cart/summary', query: SessionQuery },
  { route: 'GET /api/public/cart/:id', params: cart },
  { route: 'POST /api/public/cart/:id/add', params: cart },
  { route: 'POST /api/public/cart/:id/remove', params: cart },
  { route: 'POST /api/public/cart/:id/adjust', params: cart },
  { route: 'POST /api/public/cart/:id/message', params: cart },
  { route: 'POST /api/public/cart/:id/pending-order', params: cart },
  { route: 'GET /api/public/cart/:id/items', params: cart },
  { route: 'GET /api/public/cart/:id/check-stock', params: cart },
  { route: 'GET /api/public/cart/:id/shipping-options', query: ShippingOptionsQuery, params: cart },
  { route: 'GET /api/public/cart/:id/order', params: cart },
  { route: 'POST /api/public/cart/:id/coupon', params: cart },
  { route: 'DELETE /api/public/cart/:id/coupon', params: cart },
  { route: 'GET /api/public/cart/:id/coupon/revalidate', params: cart },
  // Last of the cart rows: it deletes the carts the rows above are answered about.
  { route: 'DELETE /api/public/cart/:id', params: cart },
  // Checkout, orders and the embedded payment provider (issue 12)
  { route: 'GET /api/cart/:id/deposit', params: cart },
  { route: 'GET /api/cart/:id/placed-order', params: cart },
  { route: 'POST /api/cart/:id/checkout', params: cart },
  { route: 'POST /api/cart/:id/update-qty-sold', params: cart },
  { route: 'PATCH /api/cart/:id/shipping', params: cart },
  { route: 'GET /api/checkout/ready' },
  { route: 'GET /api/orders', query: OrderListQuery },
  { route: 'GET /api/orders/by-event', query: PastQuery },
  { route: 'GET /api/orders/:orderNumber', params: orderNumber },
  { route: 'GET /api/orders/:orderNumber/terms', params: orderNumber },
  { route: 'GET /api/orders/:orderNumber/payment-plan', params: orderNumber },
  { route: 'GET /api/orders/:orderNumber/transactions', params: orderNumber },
  { route: 'POST /api/orders/:orderNumber/cancel', params: orderNumber },
  { route: 'POST /api/orders/:orderNumber/pay', params: orderNumber },
  { route: 'POST /api/orders/:orderNumber/give-up', params: orderNumber },
  { route: 'GET /api/installments/:id', params: unknownId },
  { route: 'POST /api/installments/:id/pay', params: unknownId },
  { route: 'GET /api/account/events', query: PastQuery },
  { route: 'GET /api/account/events/:slug/orders', params: slug('event') },
  {
    route: 'GET /api/payments/embedded/payments/:id',
    params: unknownId,
    query: PaymentStatusQuery,
    never2xx: 'a payment is read with its own client secret, which no generated query holds (404)',
  },
  { route: 'POST /api/payments/embedded/payments/:id/confirm', params: unknownId },
  { route: 'POST /api/payments/embedded/payments/:id/authenticate', params: unknownId },
  { route: 'POST /api/payments/embedded/payments/:id/wallet', params: unknownId },
  { route: 'POST /api/payments/webhook' },
  // Analytics: the seller's funnel (the reader manages no seller: the empty funnel), and the
  // embedded events API's one route, here its 405 for other methods (its posts, whose token no
  // generated query holds, are the body suite's and @folio/analytics-server's).
  { route: 'GET /api/analytics/funnel', query: FunnelQuery },
  { route: 'ALL /v0/events', request: { method: 'GET', pattern: '/v0/events' } },
  // Development helpers
  // Shared: the embedded IP geolocation service
  { route: 'GET /api/geo/json/' },
  { route: 'GET /api/geo/json' },
  { route: 'GET /api/geo/:point/json/', params: point },
  { route: 'GET /api/geo/:point/json', params: point },
  { route: 'GET /api/dev/mailbox', query: DevMailboxQuery },
  { route: 'POST /api/dev/sso-ticket' },
  // The JSON 404 behind every unknown API path (the body suite sends it the other methods).
  {
    route: 'ALL /api/*',
    request: { method: 'GET', pattern: '/api/:rest' },
    params: () => ({ rest: segment(['user', 'catalog', 'login', 'admin', 'catalog/events', 'catalog/events/x/y/z']) }),
  },
];

// ---------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------

const patternOf = (route: Route) => route.request?.pattern ?? route.route.split(' ')[1] ?? '/';
const methodOf = (route: Route) => route.request?.method ?? route.route.split(' ')[0] ?? 'GET';
const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '').sort();

/** Every key and value of the query as the router read it: an answer may quote them back. */
const queryStrings = (value: Record<string, string | string[]>) =>
  Object.entries(value).flatMap(([key, item]) => [key, ...[item].flat()]);

/**
 * Who sends a run: mostly the reader, who gets past every guard to the parameters; now and then a
 * guest, whom signed-in routes refuse first. One visitor per run keeps the many routes affordable.
 */
const VISITOR = fc.oneof(
  { arbitrary: fc.constant<Who>('member'), weight: 2 },
  { arbitrary: fc.constant<Who>('guest'), weight: 1 },
);

const stats = new Map<string, Stats>();

async function fuzz(route: Route): Promise<Stats> {
  const s = newStats();
  const method = methodOf(route);
  const pattern = patternOf(route);
  const segments = fc.record(route.params?.(world) ?? {}) as fc.Arbitrary<Record<string, Segment>>;
  const queries = queriesFromSchema(route.query, { reads: route.reads });
  const started = performance.now();

  await fc.assert(
    fc.asyncProperty(segments, queries, VISITOR, async (generated, query: FuzzQuery, who) => {
      s.runs++;
      countKind(s, query.how);
      const browser = world[who];
      const request = resolvePath(pattern, generated, livePools(world));
      const path = withQuery(request.path, query);
      const received = queryValue(path);
      const accepted =
        (!route.query || v.is(route.query, received)) &&
        (!route.paramsContract || v.is(route.paramsContract, request.params));
      if (accepted) s.accepted++;
      const answer = await browser.send(method, path);
      countStatus(s, who, answer.status);
      const details = [
        `query sent: ${JSON.stringify(query.text.slice(0, 300))}`,
        `query read: ${JSON.stringify(received).slice(0, 300)}`,
      ];
      checkAnswer(
        { who, method, path, how: query.how, details, answer },
        { sent: [...pathStrings(request), ...queryStrings(received)], accepted },
      );
      if (!route.query && method === 'GET') expectNoQueryContract(route, answer, received);
      if (answer.sessionChanged) await restore(world, who, browser);
    }),
    { numRuns: PARAM_RUNS },
  );
  s.ms = Math.round(performance.now() - started);
  stats.set(route.route, s);
  return s;
}

/** A read without a query contract in the table must not refuse a query parameter: the table would be missing it. */
function expectNoQueryContract(
  route: Route,
  answer: { status: number; json: unknown },
  received: Record<string, unknown>,
) {
  const errors = (answer.json as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (answer.status !== 422 || !errors) return;
  const refused = Object.keys(errors).filter((key) => key in received);
  if (refused.length > 0)
    throw new Error(`${route.route} validates its query (${refused.join(', ')}): give its row the query contract.`);
}

afterAll(() => printStats(stats));

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('input robustness of every query string and path parameter', () => {
  it('has a row in the table for every route of the composed API, and none for a route that is gone', () => {
    expect(answeringRoutes(world, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])).toEqual(
      ROUTES.map((route) => route.route).sort(),
    );
  });

  it('generates every path parameter of every row, and only those', () => {
    for (const route of ROUTES) {
      expect(Object.keys(route.params?.(world) ?? {}).sort(), route.route).toEqual(paramNames(patternOf(route)));
    }
  });

  for (const route of ROUTES) {
    it(
      `${route.route} answers every generated query string and path parameter from a guest or the reader cleanly: no 5xx, readable 4xx, no leaks`,
      async () => {
        const s = await fuzz(route);
        // The runs got past the guards: the reader was signed in.
        expect([...s.statuses.member.keys()].some((status) => status !== 401)).toBe(true);
        if (route.query) {
          // Queries the contract accepts were answered, and the ones it refuses were refused.
          const answered = [...s.statuses.member]
            .filter(([status]) => status < 300)
            .reduce((n, [, times]) => n + times, 0);
          if (!route.never2xx) expect(answered).toBeGreaterThan(0);
          expect(s.statuses.member.get(422) ?? 0).toBeGreaterThan(0);
        }
      },
      Math.max(60_000, PARAM_RUNS * 600),
    );
  }
});

describe('after the generated request lines', () => {
  it('the reader still signs in with their password from a new browser', async () => {
    const { login, user } = await readerSignsInAgain(world);
    expect(login).toBe(200);
    expect(user?.email_verified_at).not.toBeNull();
  });

  it("another account's profile, password, sessions, addresses, notifications, saved items, social links and preferences are untouched", async () => {
    expect(await holdingsOf(world, world.bystander.id)).toEqual(bystanderBefore);
  });

  it('no request polluted Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
