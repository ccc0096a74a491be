/**
 * Input robustness (quality bar): every mutating endpoint of the composed API (every domain,
 * wired as `startServer` wires them) answers FOLIO_FUZZ_RUNS generated requests (1,000 by
 * default, 10,000 in the long suite), each sent by a guest and by a signed-in, verified reader,
 * both holding a valid CSRF token so the requests get past the guard to validation and handlers:
 * - never a 5xx; every 4xx is JSON `{message, code}` with a message a person can read;
 * - no stack trace, SQL or server path in any body; a 2xx only for input the contract accepts;
 * - afterwards, the invariants a caller would notice still hold (the last describe block).
 *
 * The file is one stateful story: the endpoint runs go first, in table order, and the
 * invariant checks read what they left behind. FOLIO_FUZZ_SEED=<n> replays a reported seed;
 * FOLIO_FUZZ_REPORT=1 prints what each endpoint was sent and answered, and how long it took.
 */
import { AccountPaths, AddressInput, ChangePasswordInput, DEFAULT_PREFERENCES, TimeZone, UpdatePreferencesInput, UpdateProfileInput } from '@folio/account-contract';
import { addresses, userPreferences } from '@folio/account-server';
import {
  AuthPaths,
  DevSsoTicket,
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
import {
  DEFAULT_SESSION_COOKIE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  sessions as sessionRows,
  socialAccounts,
  users,
  type SessionService,
} from '@folio/auth-server';
import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { events } from '@folio/events-server';
import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import { authors, vendors } from '@folio/people-server';
import { MergeSavedInput, SavedKind, SavedTargetParams } from '@folio/saved-contract';
import { savedItems } from '@folio/saved-server';
import { notifications, notify } from '@folio/notifications-server';
import { createLogger } from '@folio/server-kit';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.js';
import { loadConfig } from './env.js';
import { demoSeeders } from './seeders.js';
import { buildDomains } from './server.js';
import { nastyString, validFromSchema, type SchemaHints } from './testing/arbitrary-from-schema.js';
import { bodiesFromSchema, bodiesWithoutSchema, parsedBody, type FuzzBody } from './testing/fuzz-body.js';
import { encodeSegment, resolvePath, segment, type ResolvedPath, type Segment } from './testing/fuzz-path.js';
import { answerProblems, stringsIn } from './testing/response-leaks.js';
import { visitor, type Answer, type Visitor } from './testing/visitor.js';

function fuzzRuns(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1_000;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FOLIO_FUZZ_RUNS must be a positive whole number, not "${raw}".`);
  return runs;
}
const RUNS = fuzzRuns(process.env['FOLIO_FUZZ_RUNS']);
const SEED = process.env['FOLIO_FUZZ_SEED'] ? Number(process.env['FOLIO_FUZZ_SEED']) : undefined;
const REPORT = process.env['FOLIO_FUZZ_REPORT'] === '1';

// ---------------------------------------------------------------------------------------------
// The world: the composed API over a demo database, a guest, the signed-in reader, a bystander
// ---------------------------------------------------------------------------------------------

interface Account {
  id: string;
  email: string;
}

/** What the accepted requests should have left behind, kept from their answers. */
interface Model {
  addresses: string[];
  notifications: string[];
  saved: Set<string>;
  preferences: unknown;
  names: { first_name: string; last_name: string };
  registered: Set<string>;
}

interface World {
  app: App;
  sessions: SessionService;
  database: TestDatabase;
  stopMail(): Promise<void>;
  reader: Account;
  bystander: Account & { addresses: string[]; notifications: string[]; sessions: string[] };
  guest: Visitor;
  member: Visitor;
  catalog: Record<'event' | 'author' | 'vendor', string[]>;
  model: Model;
}

let world: World;

/** The API as `startServer` composes it (same domains, same order), without listening. */
async function composeApi() {
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  // As `npm run dev` runs it (the development helpers included, with an SSO key). Each visitor
  // connects from its own loopback address: its own client for the rate limits, and one the
  // development helpers answer.
  const config = loadConfig({ NODE_ENV: 'development', SSO_SECRET: 'an-sso-secret-for-the-robustness-suite-only' });
  const accounts = buildDomains(config, database.db, logger);
  const { app, sessions } = createApp({
    database,
    logger,
    production: false,
    secureCookies: false,
    domains: accounts.domains,
    sessionClient: accounts.sessionClient,
  });
  await runSeeders(database.db, demoSeeders({ password: DEMO_PASSWORD }));
  return { app, sessions, database, stopMail: () => accounts.mail.stop() };
}

/** Signs a visitor in through the development SSO ticket, as a client of the API would. */
async function signInBySso(who: Visitor, email: string) {
  await who.fresh();
  const minted = await who.json('POST', AuthPaths.devSsoTicket, { email });
  const { ticket } = v.parse(DevSsoTicket, minted.json);
  const signedIn = await who.json('POST', AuthPaths.ssoValidate, { ticket });
  if (signedIn.status !== 200) throw new Error(`SSO sign-in of ${email} failed: ${signedIn.status} ${signedIn.text}`);
}

/** A setup request that must succeed. */
async function expectOk(answer: Promise<Answer>): Promise<Answer> {
  const done = await answer;
  if (done.status >= 300) throw new Error(`setup request failed: ${done.status} ${done.text}`);
  return done;
}

async function accountOf(database: TestDatabase, email: string): Promise<Account> {
  const [row] = await database.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row;
}

async function idsOf(database: TestDatabase, table: typeof events | typeof authors | typeof vendors) {
  const ids = (await database.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(3)).map((row) => row.id);
  if (ids.length === 0) throw new Error('the demo catalog is empty');
  return ids;
}

const ADDRESS = { first_name: 'Avery', last_name: 'Author', line1: '1 Quill Lane', city: 'Bath', postal_code: 'BA1 1AA', country_code: 'GB' };
const createAddress = async (who: Visitor) => ((await expectOk(who.json('POST', AccountPaths.addresses, ADDRESS))).json as { id: string }).id;

async function buildWorld(): Promise<World> {
  const { app, sessions, database, stopMail } = await composeApi();
  const reader = await accountOf(database, DEMO_ACCOUNTS.reader.email);
  const author = await accountOf(database, DEMO_ACCOUNTS.author.email);
  const catalog = { event: await idsOf(database, events), author: await idsOf(database, authors), vendor: await idsOf(database, vendors) };
  const note = async (userId: string, title: string) =>
    (await notify(database.db, userId, { kind: 'account', title, body: 'Generated for the input-robustness suite.', url: null })).id;

  // The bystander owns one of everything, all of it in reach of the reader's generated ids.
  const other = visitor(app, '127.0.0.30');
  await signInBySso(other, author.email);
  const bystander = {
    ...author,
    addresses: [await createAddress(other)],
    notifications: [await note(author.id, 'For the author')],
    sessions: (await database.db.select({ id: sessionRows.publicId }).from(sessionRows).where(eq(sessionRows.userId, author.id))).map((row) => row.id),
  };
  await expectOk(other.json('PUT', `/api/catalog/saved/event/${catalog.event[0] ?? ''}`));
  await expectOk(other.json('PUT', `/api/catalog/saved/vendor/${catalog.vendor[0] ?? ''}`));
  await expectOk(other.json('PUT', AccountPaths.preferences, { currency: 'EUR', newsletter: true }));
  await database.db
    .insert(socialAccounts)
    .values({ userId: author.id, provider: 'google', issuer: 'https://accounts.google.com', subject: 'bystander-subject', email: author.email });

  const member = visitor(app, '127.0.0.10');
  await signInBySso(member, reader.email);
  const guest = visitor(app, '127.0.0.20');
  await guest.fresh();
  const model: Model = {
    addresses: [await createAddress(member), await createAddress(member)],
    notifications: [await note(reader.id, 'First'), await note(reader.id, 'Second')],
    saved: new Set(),
    preferences: null,
    names: { first_name: DEMO_ACCOUNTS.reader.firstName, last_name: DEMO_ACCOUNTS.reader.lastName },
    registered: new Set(),
  };
  return { app, sessions, database, stopMail, reader, bystander, guest, member, catalog, model };
}

/** Everything an account owns, in a stable order, to compare before and after. */
async function holdingsOf(userId: string) {
  const db = world.database.db;
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
    saved: await db.select().from(savedItems).where(eq(savedItems.userId, userId)).orderBy(asc(savedItems.kind), asc(savedItems.targetId)),
    social: await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(asc(socialAccounts.id)),
    sessions: await db.select({ id: sessionRows.publicId }).from(sessionRows).where(eq(sessionRows.userId, userId)).orderBy(asc(sessionRows.publicId)),
    preferences: await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  };
}

let bystanderBefore: Awaited<ReturnType<typeof holdingsOf>>;

beforeAll(async () => {
  world = await buildWorld();
  bystanderBefore = await holdingsOf(world.bystander.id);
}, 60_000);

afterAll(async () => {
  await world?.stopMail();
  await world?.database.destroy();
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

const target = (method: Method, pattern: string, segments: Record<string, fc.Arbitrary<Segment>>): fc.Arbitrary<Target> =>
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

const emails = (...known: string[]) => fc.oneof({ arbitrary: validFromSchema(EmailField), weight: 4 }, { arbitrary: fc.constantFrom(...known), weight: 1 });
const token = fc.oneof(validFromSchema(VerifyEmailInput.entries.token), fc.stringMatching(/^[0-9a-f]{64}$/));
const confirmed = (value: Record<string, unknown>) => ({ ...value, password_confirmation: value['password'] });
const catalogIds = (w: World) => [...w.catalog.event, ...w.catalog.author, ...w.catalog.vendor];
const knownEmails = (w: World) => [w.reader.email, w.bystander.email, w.bystander.email.toUpperCase()];
const HASHING_BUDGET = { runs: Math.ceil(RUNS / 10), why: 'argon2id for every accepted body' };
const addressHints = (): SchemaHints => ({
  fields: {
    country_code: fc.oneof(fc.constantFrom('GB', 'US', 'de', ' fr ', 'JP', 'XX'), fc.stringMatching(/^[A-Z]{2}$/)),
    phone: fc.oneof(fc.stringMatching(/^\+?[\d\s().-]{5,32}$/), fc.constantFrom(null, '')),
  },
});
/** A saved-item kind in the path: mostly from the contract's picklist. */
const savedKind: fc.Arbitrary<Segment> = fc.oneof(
  { arbitrary: validFromSchema(SavedKind).map((kind) => ({ raw: String(kind) })), weight: 4 },
  { arbitrary: nastyString.filter((s) => s.length < 100).map((s) => ({ raw: encodeSegment(s) })), weight: 1 },
);
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
      if (answer.status === 201) world.model.registered.add(v.parse(User, (answer.json as { user: unknown }).user).email.toLowerCase());
    },
  },
  { route: 'POST /forgot-password', body: ForgotPasswordInput, hints: (w) => ({ fields: { email: emails(...knownEmails(w)) } }) },
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
      fields: { ticket: fc.oneof(validFromSchema(SsoValidateInput.entries.ticket), fc.stringMatching(/^eyJ[\w-]{10,40}\.eyJ[\w-]{10,80}\.[\w-]{43}$/)) },
    }),
  },
  { route: 'POST /api/dev/sso-ticket', body: DevSsoTicketInput, hints: (w) => ({ fields: { email: emails(...knownEmails(w)) } }) },
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
    target: (w) => target('PUT', '/api/user/addresses/:id', { id: segment(w.bystander.addresses, 'addresses') }),
  },
  {
    route: 'DELETE /api/user/addresses/:id',
    body: 'no body',
    target: (w) => target('DELETE', '/api/user/addresses/:id', { id: segment(w.bystander.addresses, 'addresses') }),
    observe: (answer, request) => {
      if (answer.status === 204) world.model.addresses = world.model.addresses.filter((id) => id !== request.params['id']);
    },
  },
  {
    route: 'PUT /api/user/preferences',
    body: UpdatePreferencesInput,
    hints: () => ({ fields: { timezone: fc.oneof(fc.constantFrom('UTC', 'Europe/London', 'America/New_York', 'Asia/Kolkata'), validFromSchema(TimeZone)) } }),
    observe: (answer) => {
      if (answer.status === 200) world.model.preferences = answer.json;
    },
  },
  {
    route: 'POST /api/notifications/:id/read',
    body: 'no body',
    target: (w) => target('POST', '/api/notifications/:id/read', { id: segment(w.bystander.notifications, 'notifications') }),
  },
  { route: 'POST /api/notifications/read-all', body: 'no body' },
  { route: 'POST /api/auth/facebook/auto-login', body: FacebookAutoLoginInput },
  { route: 'DELETE /api/user/sessions/others', body: 'no body' },
  {
    // The bystander's sessions: never the reader's to end.
    route: 'DELETE /api/user/sessions/:id',
    body: 'no body',
    target: (w) => target('DELETE', '/api/user/sessions/:id', { id: segment(w.bystander.sessions) }),
  },
  {
    route: 'DELETE /api/social/:provider',
    body: 'no body',
    target: () => target('DELETE', '/api/social/:provider', { provider: segment(['google', 'facebook', 'GOOGLE', 'twitter']) }),
  },
  {
    route: 'POST /api/catalog/saved/merge',
    body: MergeSavedInput,
    hints: (w) => ({
      fields: { target_id: fc.oneof(fc.constantFrom(...catalogIds(w)), fc.constantFrom(...catalogIds(w)).map((id) => id.toUpperCase()), fc.uuid()) },
    }),
    observe: (answer) => {
      if (answer.status === 200) world.model.saved = new Set((answer.json as { data: Array<{ kind: string; target_id: string }> }).data.map(savedKey));
    },
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
      if (answer.status === 204) world.model.saved.delete(`${request.params['kind']}:${request.params['id']?.toLowerCase()}`);
    },
  },
  { route: 'POST /logout', body: 'no body' },
  {
    // The JSON 404 behind every unknown API path answers every method, so it gets bodies too.
    route: 'ALL /api/*',
    body: 'no body',
    target: () =>
      fc
        .tuple(fc.constantFrom<Method>('POST', 'PUT', 'PATCH', 'DELETE'), segment(['user', 'catalog', 'login', 'admin']))
        .map(([method, rest]) => ({ method, pattern: '/api/:rest', segments: { rest } })),
  },
];

// ---------------------------------------------------------------------------------------------
// The runs
// ---------------------------------------------------------------------------------------------

type Who = 'guest' | 'member';

/** What the caller sent, which an answer may quote back without leaking anything. */
function sentStrings(parsed: ReturnType<typeof parsedBody>, request: ResolvedPath): string[] {
  let decodedPath = request.path;
  try {
    decodedPath = decodeURI(request.path);
  } catch {
    // The router keeps what it cannot decode, and so does the quote.
  }
  return [...(parsed.json ? stringsIn(parsed.value) : []), ...Object.values(request.params), request.path, decodedPath];
}

const preview = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

function describeFailure(who: Who, method: string, request: ResolvedPath, body: FuzzBody, answer: Answer, problems: string[]) {
  return [
    `${method} ${preview(request.path, 200)} as ${who} (${body.how}, content-type ${JSON.stringify(body.contentType)}):`,
    ...problems.map((problem) => `  - ${problem}`),
    `  sent: ${body.bytes ? preview(new TextDecoder().decode(body.bytes)) : '(no body)'}`,
    `  answered ${answer.status}: ${preview(answer.text)}`,
  ].join('\n');
}

/**
 * After a sign-in or a logout, each visitor goes back to what it is: a guest, or the reader. The
 * reader gets a session straight from the session service, as every way in does (a new session
 * id and CSRF token): signing in through the API again would be most of POST /logout's time.
 */
async function restore(who: Who, browser: Visitor) {
  if (who === 'guest') return browser.fresh();
  const session = await world.sessions.create(world.reader.id);
  browser.cookies.clear();
  browser.cookies.set(DEFAULT_SESSION_COOKIE, session.issuedToken ?? '');
  browser.cookies.set(XSRF_COOKIE_NAME, session.issuedCsrfToken ?? '');
}

interface Stats {
  runs: number;
  accepted: number;
  budgetedOut: number;
  kinds: Record<string, number>;
  statuses: Record<Who, Map<number, number>>;
  ms: number;
}
const stats = new Map<string, Stats>();

async function fuzz(endpoint: Endpoint): Promise<Stats> {
  const s: Stats = { runs: 0, accepted: 0, budgetedOut: 0, kinds: {}, statuses: { guest: new Map(), member: new Map() }, ms: 0 };
  const [method = 'POST', pattern = '/'] = endpoint.route.split(' ');
  const targets = endpoint.target?.(world) ?? fc.constant<Target>({ method: method as Method, pattern, segments: {} });
  const bodies = endpoint.body === 'no body' ? bodiesWithoutSchema() : bodiesFromSchema(endpoint.body, endpoint.hints?.(world));
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
      const kind = body.how.split(':')[0] ?? body.how;
      s.kinds[kind] = (s.kinds[kind] ?? 0) + 1;

      for (const who of memberFirst ? (['member', 'guest'] as const) : (['guest', 'member'] as const)) {
        const browser = world[who];
        const request = resolvePath(t.pattern, t.segments, { addresses: world.model.addresses, notifications: world.model.notifications });
        const answer = await browser.send(t.method, request.path, body);
        s.statuses[who].set(answer.status, (s.statuses[who].get(answer.status) ?? 0) + 1);
        const accepted = bodyAccepted && (!endpoint.params || v.is(endpoint.params, request.params));
        const problems = answerProblems(answer, { sent: sentStrings(parsed, request), accepted });
        if (answer.status === 419) problems.push('answered 419 although the CSRF token was valid');
        if (problems.length > 0) throw new Error(describeFailure(who, t.method, request, body, answer, problems));
        endpoint.observe?.(answer, request);
        if (answer.sessionChanged) await restore(who, browser);
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  s.ms = Math.round(performance.now() - started);
  stats.set(endpoint.route, s);
  return s;
}

afterAll(() => {
  if (!REPORT) return;
  for (const [route, s] of stats) {
    const list = (entries: Iterable<[string | number, number]>) => [...entries].map(([key, n]) => `${key}×${n}`).join(' ');
    const statuses = (who: Who) => list([...s.statuses[who]].sort(([a], [b]) => a - b));
    const budget = s.budgetedOut ? ` (${s.budgetedOut} more budgeted out)` : '';
    console.info(
      `${route}: ${s.runs} runs in ${s.ms} ms, ${s.accepted} accepted by the contract${budget}; ${list(Object.entries(s.kinds))}\n` +
        `  guest: ${statuses('guest')}\n  member: ${statuses('member')}`,
    );
  }
});

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

describe('input robustness of every mutating endpoint', () => {
  it('has a row in the table for every mutating route of the composed API, and none for a route that is gone', () => {
    // `ALL` entries are middleware (arity 2) unless they answer themselves, like the JSON 404.
    const mutating = world.app.routes
      .filter((route) => MUTATING.includes(route.method) || (route.method === 'ALL' && route.handler.length < 2))
      .map((route) => `${route.method} ${route.path}`);
    expect([...new Set(mutating)].sort()).toEqual(ENDPOINTS.map((endpoint) => endpoint.route).sort());
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
    const fresh = visitor(world.app, '127.0.0.99');
    await fresh.fresh();
    const login = await fresh.json('POST', AuthPaths.login, { email: DEMO_ACCOUNTS.reader.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const me = await fresh.get(AuthPaths.user);
    expect(me.status).toBe(200);
    const user = v.parse(User, me.json);
    expect(user.email.toLowerCase()).toBe(DEMO_ACCOUNTS.reader.email);
    expect(user.email_verified_at).not.toBeNull();
  });

  it('accounts exist only for register requests answered 201, and every one of them is unverified', async () => {
    const rows = await world.database.db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users);
    const demo = new Set<string>([DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.author.email]);
    const created = rows.filter((row) => !demo.has(row.email.toLowerCase()));
    expect(new Set(created.map((row) => row.email.toLowerCase()))).toEqual(world.model.registered);
    expect(created.filter((row) => row.verifiedAt !== null)).toEqual([]);
  });

  it("another account's profile, password, sessions, addresses, notifications, saved items, social links and preferences are untouched", async () => {
    expect(await holdingsOf(world.bystander.id)).toEqual(bystanderBefore);
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

  it('no request polluted Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
