/**
 * Input robustness (quality bar), request bodies: every mutating endpoint of the composed API
 * (every domain, wired as `startServer` wires them) answers FOLIO_FUZZ_RUNS generated requests
 * (1,000 by default, 10,000 in the long suite), each sent by a guest and by a signed-in, verified
 * reader, both holding a valid CSRF token so the requests get past the guard to validation and
 * handlers:
 * - never a 5xx; every 4xx is JSON `{message, code}` with a message a person can read;
 * - no stack trace, SQL or server path in any body; a 2xx only for input the contract accepts;
 * - afterwards, the invariants a caller would notice still hold (the last describe block).
 * Query strings and path parameters of every route are the params suite's
 * (`input-robustness.params.test.ts`); both run in the world of `testing/fuzz-world.ts`.
 *
 * The file is one stateful story: the endpoint runs go first, in table order, and the
 * invariant checks read what they left behind. FOLIO_FUZZ_SEED=<n> replays a reported seed;
 * FOLIO_FUZZ_REPORT=1 prints what each endpoint was sent and answered, and how long it took.
 */
import {
  AccountPaths,
  AddressInput,
  ChangePasswordInput,
  DEFAULT_PREFERENCES,
  TimeZone,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from '@folio/account-contract';
import {
  AuthPaths,
  DevSsoTicketInput,
  EmailField,
  FacebookAutoLoginInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  SsoValidateInput,
  User,
  VerifyEmailInput,
} from '@folio/auth-contract';
import { AnalyticsEvent, INGEST_PATH } from '@folio/analytics-contract';
import { DEMO_ACCOUNTS, users } from '@folio/auth-server';
import {
  AddCartItemInput,
  AdjustCartItemInput,
  CartMessageInput,
  CouponInput,
  RemoveCartItemInput,
  SESSION_COOKIE_NAME,
} from '@folio/cart-contract';
import { cartItems, carts } from '@folio/cart-server/schema';
import { orderForms } from '@folio/order-forms-server/schema';
import { asc, eq } from 'drizzle-orm';
import { MergeSavedInput, ResolveSavedInput, SavedTargetParams } from '@folio/saved-contract';
import { EnterGiveawayInput, GiveawayIdParams } from '@folio/giveaways-contract';
import { PlaceOrderInput, ShippingChoiceInput, UpdateQtySoldInput } from '@folio/checkout-contract';
import { CancelOrderInput } from '@folio/orders-contract';
import { AuthenticatePaymentInput, ConfirmPaymentInput, WalletPaymentInput } from '@folio/payments-contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFromSchema, type SchemaHints } from './testing/arbitrary-from-schema.js';
import { bodiesFromSchema, bodiesWithoutSchema, parsedBody, type FuzzBody } from './testing/fuzz-body.js';
import { resolvePath, segment, type ResolvedPath, type Segment } from './testing/fuzz-path.js';
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
  type World,
} from './testing/fuzz-world.js';
import {
  checkAnswer,
  countKind,
  countStatus,
  newStats,
  pathStrings,
  preview,
  printStats,
  type Stats,
} from './testing/fuzz-run.js';
import { stringsIn } from './testing/response-leaks.js';
import type { Answer } from './testing/visitor.js';

let world: World;
let bystanderBefore: Awaited<ReturnType<typeof holdingsOf>>;

beforeAll(async () => {
  world = await buildWorld();
  bystanderBefore = await holdingsOf(world, world.bystander.id);
}, 60_000);

afterAll(() => destroyWorld(world));

// Carts: the reader's and the guest's (opened through init, which sets their `sess_id`), and the
// bystander's, which no generated request may change.
let cartIds: string[] = [];
let bystanderCart: { id: string; before: unknown };
beforeAll(async () => {
  const forms = await world.database.db
    .select({ id: orderForms.id })
    .from(orderForms)
    .orderBy(asc(orderForms.id))
    .limit(2);
  for (const form of forms) {
    for (const who of [world.member, world.guest]) {
      const opened = await who.get(`/api/public/cart/init/${form.id}`);
      if (opened.status === 200) cartIds.push((opened.json as { data: { id: string } }).data.id);
    }
  }
  const [form] = forms;
  if (!form) throw new Error('the demo world has no order forms');
  const [row] = await world.database.db
    .insert(carts)
    .values({
      cartUid: 'bystander-cart-uid',
      orderFormId: form.id,
      sessionUid: 'bystander-session-uid-0000',
      userId: world.bystander.id,
    })
    .returning();
  if (!row) throw new Error('the bystander cart was not made');
  bystanderCart = { id: row.id, before: row };
  cartIds = [...cartIds, row.id];
}, 60_000);
const cartId = () => segment(cartIds);
/**
 * A cart line's contract is a pipe (any object, the one-of check, then the union of a product and
 * a bundle line): bodies are generated from the union inside, and the route still validates
 * them with the whole pipe.
 */
/** A cart line body's two shapes: the contract picks the product or the bundle shape by the key the body has. */
const lineBody = (schema: { pipe: readonly { type: string; getter?: (input: unknown) => v.GenericSchema }[] }) => {
  const choose = schema.pipe.find((item) => item.type === 'lazy')?.getter;
  if (!choose) throw new Error('a cart line body chooses its shape with v.lazy');
  return v.union([choose({ product_id: '' }), choose({ bundle_id: '' })]);
};
const cartHints = (w: World): SchemaHints => ({
  fields: {
    session_uid: fc.constantFrom(
      ...[w.member.cookies.get(SESSION_COOKIE_NAME), w.guest.cookies.get(SESSION_COOKIE_NAME)].filter(
        (uid): uid is string => uid !== undefined,
      ),
      'A'.repeat(32),
    ),
  },
});

// ---------------------------------------------------------------------------------------------
// The table: every mutating route of the composed API, with its contract
// ---------------------------------------------------------------------------------------------

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const MUTATING: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A request line with generated path parameters (live ones name a list of the model). */
interface Target {
  method: Method;
  pattern: string;
  segments: Record<string, Segment>;
}

const target = (
  method: Method,
  pattern: string,
  segments: Record<string, fc.Arbitrary<Segment>>,
): fc.Arbitrary<Target> =>
  fc.record(segments).map((generated) => ({ method, pattern, segments: generated as Record<string, Segment> }));

interface Endpoint {
  /** `METHOD /pattern`, exactly as the composed app's `app.routes` lists it. */
  route: string;
  /** The contract schema of the JSON body, or 'no body' for routes that read none. */
  body: v.GenericSchema | 'no body';
  hints?: (w: World) => SchemaHints;
  /** Method and path with generated parameters (default: the route's own method and pattern). */
  target?: (w: World) => fc.Arbitrary<Target>;
  /** The contract of the path parameters: a 2xx needs parameters it accepts. */
  params?: v.GenericSchema;
  /**
   * Password hashing makes every body the contract accepts cost ~20 ms on some routes (argon2id at
   * the production parameters, twice per run), which would be most of this file's time. Such
   * routes send at most `runs` accepted bodies; every body the contract refuses, near misses and
   * raw bytes alike, still runs at the full count.
   */
  acceptedBudget?: { runs: number; why: string };
  /** Updates the model from an answer (what an accepted request changed). */
  observe?: (answer: Answer, request: ResolvedPath) => void;
}

const emails = (...known: string[]) =>
  fc.oneof({ arbitrary: validFromSchema(EmailField), weight: 4 }, { arbitrary: fc.constantFrom(...known), weight: 1 });
const token = fc.oneof(validFromSchema(VerifyEmailInput.entries.token), fc.stringMatching(/^[0-9a-f]{64}$/));
const confirmed = (value: Record<string, unknown>) => ({ ...value, password_confirmation: value['password'] });
const knownEmails = (w: World) => [w.reader.email, w.bystander.email, w.bystander.email.toUpperCase()];
const HASHING_BUDGET = { runs: Math.ceil(RUNS / 10), why: 'argon2id for every accepted body' };
const addressHints = (): SchemaHints => ({
  fields: {
    country_code: fc.oneof(fc.constantFrom('GB', 'US', 'de', ' fr ', 'JP', 'XX'), fc.stringMatching(/^[A-Z]{2}$/)),
    phone: fc.oneof(fc.stringMatching(/^\+?[\d\s().-]{5,32}$/), fc.constantFrom(null, '')),
  },
});
const savedKey = (item: { kind: string; target_id: string }) => `${item.kind}:${item.target_id}`;

const ENDPOINTS: readonly Endpoint[] = [
  {
    route: 'POST /login',
    body: LoginInput,
    // Never the reader's address: failed attempts would rightly throttle the final sign-in check.
    hints: (w) => ({ fields: { email: emails(w.bystander.email) } }),
    acceptedBudget: HASHING_BUDGET,
  },
  {
    route: 'POST /register',
    body: RegisterInput,
    hints: (w) => ({ fields: { email: emails(...knownEmails(w)) }, derive: confirmed }),
    observe: (answer) => {
      if (answer.status === 201)
        world.model.registered.add(v.parse(User, (answer.json as { user: unknown }).user).email.toLowerCase());
    },
  },
  {
    route: 'POST /forgot-password',
    body: ForgotPasswordInput,
    hints: (w) => ({ fields: { email: emails(...knownEmails(w)) } }),
  },
  {
    route: 'POST /reset-password',
    body: ResetPasswordInput,
    hints: (w) => ({ fields: { email: emails(...knownEmails(w)), token }, derive: confirmed }),
    acceptedBudget: HASHING_BUDGET,
  },
  { route: 'POST /api/email/verify', body: VerifyEmailInput, hints: () => ({ fields: { token } }) },
  { route: 'POST /email/verification-notification', body: 'no body' },
  {
    route: 'POST /api/sso/validate',
    body: SsoValidateInput,
    hints: () => ({
      fields: {
        ticket: fc.oneof(
          validFromSchema(SsoValidateInput.entries.ticket),
          fc.stringMatching(/^eyJ[\w-]{10,40}\.eyJ[\w-]{10,80}\.[\w-]{43}$/),
        ),
      },
    }),
  },
  {
    route: 'POST /api/dev/sso-ticket',
    body: DevSsoTicketInput,
    hints: (w) => ({ fields: { email: emails(...knownEmails(w)) } }),
  },
  {
    route: 'PUT /api/user/profile',
    body: UpdateProfileInput,
    // Never the reader's password: an e-mail change must stay out of reach of these bodies.
    hints: (w) => ({ fields: { email: emails(...knownEmails(w), w.reader.email.toUpperCase()) } }),
    observe: (answer) => {
      if (answer.status === 200) world.model.names = v.parse(User, answer.json);
    },
  },
  { route: 'PUT /api/user/password', body: ChangePasswordInput, hints: () => ({ derive: confirmed }) },
  {
    route: 'POST /api/user/addresses',
    body: AddressInput,
    hints: addressHints,
    observe: (answer) => {
      if (answer.status === 201) world.model.addresses.push((answer.json as { id: string }).id);
    },
  },
  {
    route: 'PUT /api/user/addresses/:id',
    body: AddressInput,
    hints: addressHints,
    target: (w) => target('PUT', '/api/user/addresses/:id', { id: addressId(w) }),
  },
  {
    route: 'DELETE /api/user/addresses/:id',
    body: 'no body',
    target: (w) => target('DELETE', '/api/user/addresses/:id', { id: addressId(w) }),
    observe: (answer, request) => {
      if (answer.status === 204)
        world.model.addresses = world.model.addresses.filter((id) => id !== request.params['id']);
    },
  },
  {
    route: 'PUT /api/user/preferences',
    body: UpdatePreferencesInput,
    hints: () => ({
      fields: {
        timezone: fc.oneof(
          fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata'),
          validFromSchema(TimeZone),
        ),
      },
    }),
    observe: (answer) => {
      if (answer.status === 200) world.model.preferences = answer.json;
    },
  },
  {
    route: 'POST /api/notifications/:id/read',
    body: 'no body',
    target: (w) => target('POST', '/api/notifications/:id/read', { id: notificationId(w) }),
  },
  { route: 'POST /api/notifications/read-all', body: 'no body' },
  { route: 'POST /api/auth/facebook/auto-login', body: FacebookAutoLoginInput },
  { route: 'DELETE /api/user/sessions/others', body: 'no body' },
  {
    // The bystander's sessions: never the reader's to end.
    route: 'DELETE /api/user/sessions/:id',
    body: 'no body',
    target: (w) => target('DELETE', '/api/user/sessions/:id', { id: sessionId(w) }),
  },
  {
    route: 'DELETE /api/social/:provider',
    body: 'no body',
    target: () => target('DELETE', '/api/social/:provider', { provider: socialProvider }),
  },
  {
    route: 'POST /api/catalog/saved/merge',
    body: MergeSavedInput,
    hints: (w) => ({
      fields: {
        target_id: fc.oneof(
          fc.constantFrom(...catalogIds(w)),
          fc.constantFrom(...catalogIds(w)).map((id) => id.toUpperCase()),
          fc.uuid(),
        ),
      },
    }),
    observe: (answer) => {
      if (answer.status === 200)
        world.model.saved = new Set(
          (answer.json as { data: Array<{ kind: string; target_id: string }> }).data.map(savedKey),
        );
    },
  },
  {
    // A read for guests and readers alike (a POST for its bounded body): it must change no one's list.
    route: 'POST /api/catalog/saved/resolve',
    body: ResolveSavedInput,
    hints: (w) => ({
      fields: {
        target_id: fc.oneof(
          fc.constantFrom(...catalogIds(w)),
          fc.constantFrom(...catalogIds(w)).map((id) => id.toUpperCase()),
          fc.uuid(),
        ),
      },
    }),
  },
  {
    route: 'PUT /api/catalog/saved/:kind/:id',
    body: 'no body',
    params: SavedTargetParams,
    target: (w) => target('PUT', '/api/catalog/saved/:kind/:id', { kind: savedKind, id: segment(catalogIds(w)) }),
    observe: (answer) => {
      const item = (answer.json as { data?: { kind: string; target_id: string } } | undefined)?.data;
      if (answer.status === 200 && item) world.model.saved.add(savedKey(item));
    },
  },
  {
    route: 'DELETE /api/catalog/saved/:kind/:id',
    body: 'no body',
    params: SavedTargetParams,
    target: (w) => target('DELETE', '/api/catalog/saved/:kind/:id', { kind: savedKind, id: segment(catalogIds(w)) }),
    observe: (answer, request) => {
      if (answer.status === 204)
        world.model.saved.delete(`${request.params['kind']}:${request.params['id']?.toLowerCase()}`);
    },
  },
  // Carts (spec section 7, public)
  ...(
    [
      ['POST', 'add', lineBody(AddCartItemInput)],
      ['POST', 'remove', lineBody(RemoveCartItemInput)],
      ['POST', 'adjust', lineBody(AdjustCartItemInput)],
      ['POST', 'message', CartMessageInput],
      ['POST', 'pending-order', 'no body'],
      ['POST', 'coupon', CouponInput],
      ['DELETE', 'coupon', 'no body'],
    ] as const
  ).map(
    ([method, action, body]): Endpoint => ({
      route: `${method} /api/public/cart/:id/${action}`,
      body,
      hints: cartHints,
      target: () => target(method, `/api/public/cart/:id/${action}`, { id: cartId() }),
    }),
  ),
  {
    route: 'DELETE /api/public/cart/:id',
    body: 'no body',
    target: () => target('DELETE', '/api/public/cart/:id', { id: cartId() }),
  },
  // Checkout and orders (issue 12): placing, confirming and shipping on the reader's and others' carts.
  ...(
    [
      ['POST', 'checkout', PlaceOrderInput],
      ['POST', 'update-qty-sold', UpdateQtySoldInput],
      ['PATCH', 'shipping', ShippingChoiceInput],
    ] as const
  ).map(
    ([method, action, body]): Endpoint => ({
      route: `${method} /api/cart/:id/${action}`,
      body,
      target: () => target(method, `/api/cart/:id/${action}`, { id: cartId() }),
    }),
  ),
  {
    route: 'POST /api/installments/:id/pay',
    body: 'no body',
    target: () => target('POST', '/api/installments/:id/pay', { id: segment([]) }),
  },
  {
    route: 'POST /api/orders/:orderNumber/cancel',
    body: CancelOrderInput,
    target: () => target('POST', '/api/orders/:orderNumber/cancel', { orderNumber: segment(['FO-AAAAAA']) }),
  },
  ...(['pay', 'give-up'] as const).map(
    (action): Endpoint => ({
      route: `POST /api/orders/:orderNumber/${action}`,
      body: 'no body',
      target: () => target('POST', `/api/orders/:orderNumber/${action}`, { orderNumber: segment(['FO-AAAAAA']) }),
    }),
  ),
  // The embedded payment provider's browser API: authorised by a payment's client secret only.
  ...(
    [
      ['confirm', ConfirmPaymentInput],
      ['authenticate', AuthenticatePaymentInput],
      ['wallet', WalletPaymentInput],
    ] as const
  ).map(
    ([action, body]): Endpoint => ({
      route: `POST /api/payments/embedded/payments/:id/${action}`,
      body,
      // The schema's return_url pattern has a lookahead the generator cannot invert: paths and near misses.
      hints: () => ({
        fields: {
          return_url: fc.constantFrom('/cart/x/success', '//evil.example', 'https://evil.example/', '/\\evil', ''),
        },
      }),
      target: () => target('POST', `/api/payments/embedded/payments/:id/${action}`, { id: segment(['pi_unknown']) }),
    }),
  ),
  // The provider's notifications (in front of sessions and CSRF): unsigned bodies, all refused.
  { route: 'POST /api/payments/webhook', body: 'no body' },
  {
    route: 'POST /api/marketing/giveaways/entry/:id',
    body: EnterGiveawayInput,
    params: GiveawayIdParams,
    hints: () => ({
      fields: { country: fc.oneof(fc.constantFrom('GB', 'US', 'IE', 'gb', 'XX'), fc.stringMatching(/^[A-Z]{2}$/)) },
    }),
    target: (w) => target('POST', '/api/marketing/giveaways/entry/:id', { id: segment(w.giveaways) }),
  },
  // The embedded analytics events API (answered in front of the session middleware, one route for
  // every method: other methods' 405 is the params suite's; its own generated-body suite is in
  // @folio/analytics-server).
  {
    route: 'ALL /v0/events',
    body: AnalyticsEvent,
    hints: () => ({
      fields: {
        timestamp: fc
          .integer({ min: Date.now() - 90 * 86_400_000, max: Date.now() })
          .map((ms) => new Date(ms).toISOString()),
        payload: fc
          .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 16 }), { maxKeys: 3 })
          .map((value) => JSON.stringify(value)),
      },
    }),
    target: (w) =>
      fc.constant<Target>({
        method: 'POST',
        pattern: `${INGEST_PATH}?name=folio_events&token=${encodeURIComponent(w.ingestToken)}`,
        segments: {},
      }),
  },
  { route: 'POST /logout', body: 'no body' },
  {
    // The JSON 404 behind every unknown API path answers every method, so it gets bodies too.
    route: 'ALL /api/*',
    body: 'no body',
    target: () =>
      fc
        .tuple(
          fc.constantFrom<Method>('POST', 'PUT', 'PATCH', 'DELETE'),
          segment(['user', 'catalog', 'login', 'admin']),
        )
        .map(([method, rest]) => ({ method, pattern: '/api/:rest', segments: { rest } })),
  },
];

// ---------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------

/** What the caller sent, which an answer may quote back without leaking anything. */
function sentStrings(parsed: ReturnType<typeof parsedBody>, request: ResolvedPath): string[] {
  return [...(parsed.json ? stringsIn(parsed.value) : []), ...pathStrings(request)];
}

const bodyDetails = (body: FuzzBody) => [
  `content-type ${JSON.stringify(body.contentType)}`,
  `sent: ${body.bytes ? preview(new TextDecoder().decode(body.bytes)) : '(no body)'}`,
];

const stats = new Map<string, Stats>();

async function fuzz(endpoint: Endpoint): Promise<Stats> {
  const s = newStats();
  const [method = 'POST', pattern = '/'] = endpoint.route.split(' ');
  const targets = endpoint.target?.(world) ?? fc.constant<Target>({ method: method as Method, pattern, segments: {} });
  const bodies =
    endpoint.body === 'no body' ? bodiesWithoutSchema() : bodiesFromSchema(endpoint.body, endpoint.hints?.(world));
  const started = performance.now();

  await fc.assert(
    fc.asyncProperty(targets, bodies, fc.boolean(), async (t, body, memberFirst) => {
      s.runs++;
      const parsed = parsedBody(body);
      const bodyAccepted = endpoint.body === 'no body' ? parsed.json : parsed.json && v.is(endpoint.body, parsed.value);
      if (bodyAccepted && endpoint.body !== 'no body') {
        if (endpoint.acceptedBudget && s.accepted >= endpoint.acceptedBudget.runs) {
          s.budgetedOut++;
          return;
        }
        s.accepted++;
      }
      countKind(s, body.how);

      for (const who of memberFirst ? (['member', 'guest'] as const) : (['guest', 'member'] as const)) {
        const browser = world[who];
        const request = resolvePath(t.pattern, t.segments, livePools(world));
        const answer = await browser.send(t.method, request.path, body);
        countStatus(s, who, answer.status);
        const accepted = bodyAccepted && (!endpoint.params || v.is(endpoint.params, request.params));
        checkAnswer(
          { who, method: t.method, path: request.path, how: body.how, details: bodyDetails(body), answer },
          { sent: sentStrings(parsed, request), accepted },
        );
        endpoint.observe?.(answer, request);
        if (answer.sessionChanged) await restore(world, who, browser);
      }
    }),
    { numRuns: RUNS },
  );
  s.ms = Math.round(performance.now() - started);
  stats.set(endpoint.route, s);
  return s;
}

afterAll(() => printStats(stats));

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('input robustness of every mutating endpoint', () => {
  it('has a row in the table for every mutating route of the composed API, and none for a route that is gone', () => {
    expect(answeringRoutes(world, MUTATING)).toEqual(ENDPOINTS.map((endpoint) => endpoint.route).sort());
  });

  for (const endpoint of ENDPOINTS) {
    it(
      `${endpoint.route} answers every generated request from a guest and from the reader cleanly: no 5xx, readable 4xx, no leaks`,
      async () => {
        const s = await fuzz(endpoint);
        // The runs got past the guards: the reader was signed in, and bodies reached validation.
        expect([...s.statuses.member.keys()].some((status) => status !== 401)).toBe(true);
        if (endpoint.body !== 'no body') {
          expect(s.accepted).toBeGreaterThan(0);
          expect(s.statuses.member.get(422) ?? 0).toBeGreaterThan(0);
        }
      },
      Math.max(60_000, RUNS * 120),
    );
  }
});

describe('after the generated requests', () => {
  it('the reader still signs in with their password from a new browser, with the same e-mail, still verified', async () => {
    const { login, user } = await readerSignsInAgain(world);
    expect(login).toBe(200);
    expect(user?.email.toLowerCase()).toBe(DEMO_ACCOUNTS.reader.email);
    expect(user?.email_verified_at).not.toBeNull();
  });

  it('accounts exist only for register requests answered 201, and every one of them is unverified', async () => {
    const rows = await world.database.db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users);
    const demo = new Set<string>([DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.author.email]);
    const created = rows.filter((row) => !demo.has(row.email.toLowerCase()));
    expect(new Set(created.map((row) => row.email.toLowerCase()))).toEqual(world.model.registered);
    expect(created.filter((row) => row.verifiedAt !== null)).toEqual([]);
  });

  it("another account's profile, password, sessions, addresses, notifications, saved items, social links and preferences are untouched", async () => {
    expect(await holdingsOf(world, world.bystander.id)).toEqual(bystanderBefore);
  });

  it("the reader's name, addresses, saved items and preferences are exactly what the accepted requests made them", async () => {
    const member = world.member;
    const user = v.parse(User, (await member.get(AuthPaths.user)).json);
    expect({ first_name: user.first_name, last_name: user.last_name }).toEqual({
      first_name: world.model.names.first_name,
      last_name: world.model.names.last_name,
    });
    const list = (await member.get(AccountPaths.addresses)).json as { data: Array<{ id: string }> };
    expect(new Set(list.data.map((address) => address.id))).toEqual(new Set(world.model.addresses));
    const saved = (await member.get('/api/catalog/saved')).json as { data: Array<{ kind: string; target_id: string }> };
    expect(new Set(saved.data.map(savedKey))).toEqual(world.model.saved);
    expect((await member.get(AccountPaths.preferences)).json).toEqual(world.model.preferences ?? DEFAULT_PREFERENCES);
  });

  it("another account's cart is untouched: no line added, nothing changed", async () => {
    const [row] = await world.database.db.select().from(carts).where(eq(carts.id, bystanderCart.id));
    expect(row).toEqual(bystanderCart.before);
    expect(await world.database.db.$count(cartItems, eq(cartItems.cartId, bystanderCart.id))).toBe(0);
  });

  it('no request polluted Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
