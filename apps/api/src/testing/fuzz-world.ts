import { AccountPaths } from '@folio/account-contract';
import { addresses, userPreferences } from '@folio/account-server';
import { AuthPaths, DevSsoTicket, User } from '@folio/auth-contract';
import {
  DEFAULT_SESSION_COOKIE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  sessions as sessionRows,
  socialAccounts,
  users,
  type SessionService,
} from '@folio/auth-server';
import { blogPosts, contentPages, partners } from '@folio/content-server';
import { runSeeders } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { categories, collections, events } from '@folio/events-server';
import { giveaways } from '@folio/giveaways-server';
import { XSRF_COOKIE_NAME } from '@folio/http-contract';
import { notifications, notify } from '@folio/notifications-server';
import { bundles, orderForms, products } from '@folio/order-forms-server/schema';
import { authors, books, readers, vendors } from '@folio/people-server';
import { SavedKind } from '@folio/saved-contract';
import { savedItems } from '@folio/saved-server';
import { createLogger } from '@folio/server-kit';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { createApp, type App } from '../app.js';
import { loadConfig } from '../env.js';
import { demoSeeders } from '../seeders.js';
import { buildDomains } from '../server.js';
import { nastyString, validFromSchema } from './arbitrary-from-schema.js';
import { encodeSegment, segment, type Segment } from './fuzz-path.js';
import { visitor, type Answer, type Visitor } from './visitor.js';

/**
 * The world both input-robustness suites run in (`input-robustness.body.test.ts` fuzzes request
 * bodies, `input-robustness.params.test.ts` query strings and path parameters): the composed API
 * over a demo database, a guest, the signed-in reader and a bystander who owns one of everything,
 * the path parameters both generate, and their settings. Each suite builds its own world;
 * `fuzz-run.ts` checks and counts the answers.
 */

// ---------------------------------------------------------------------------------------------
// Settings: FOLIO_FUZZ_RUNS, FOLIO_FUZZ_REPORT (the seed is the run's: tools/vitest/fast-check-seed.ts)
// ---------------------------------------------------------------------------------------------

function fuzzRuns(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1_000;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FOLIO_FUZZ_RUNS must be a positive whole number, not "${raw}".`);
  return runs;
}
/** Generated requests per endpoint: 1,000 by default, 10,000 in the long suite. */
export const RUNS = fuzzRuns(process.env['FOLIO_FUZZ_RUNS']);
export const REPORT = process.env['FOLIO_FUZZ_REPORT'] === '1';

// ---------------------------------------------------------------------------------------------
// The world
// ---------------------------------------------------------------------------------------------

export interface Account {
  id: string;
  email: string;
}

/** What the accepted requests should have left behind, kept from their answers. */
export interface Model {
  addresses: string[];
  notifications: string[];
  saved: Set<string>;
  preferences: unknown;
  names: { first_name: string; last_name: string };
  registered: Set<string>;
}

export type CatalogKind = 'event' | 'author' | 'vendor';
export type SlugKind =
  | CatalogKind
  | 'reader'
  | 'category'
  | 'collection'
  | 'orderForm'
  | 'contentPage'
  | 'post'
  | 'partner';

export interface World {
  app: App;
  /** Every route of the composed API (`createApp`'s `routes`). */
  routes: ReturnType<typeof createApp>['routes'];
  sessions: SessionService;
  database: TestDatabase;
  /** Stops the mail queue and writes the analytics events still waiting. */
  stopMail(): Promise<void>;
  /** The embedded analytics endpoint's append token (`POST /v0/events?token=`). */
  ingestToken: string;
  reader: Account;
  bystander: Account & { addresses: string[]; notifications: string[]; sessions: string[] };
  guest: Visitor;
  member: Visitor;
  /** A few ids and slugs of the demo catalog, for parameters that name something real. */
  catalog: Record<CatalogKind, string[]>;
  books: string[];
  slugs: Record<SlugKind, string[]>;
  /** A few products and bundles of the demo order forms (none before the demo forms sell any). */
  commerce: { products: string[]; bundles: string[] };
  /** The demo giveaways' ids (open, upcoming and drawn ones). */
  giveaways: string[];
  model: Model;
}

/** The API as `startServer` composes it (same domains, same order), without listening. */
async function composeApi() {
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  // As `npm run dev` runs it (the development helpers included, with an SSO key). Each visitor
  // connects from its own loopback address: its own client for the rate limits, and one the
  // development helpers answer.
  const config = loadConfig({ NODE_ENV: 'development', SSO_SECRET: 'an-sso-secret-for-the-robustness-suite-only' });
  const accounts = buildDomains(config, database.db, logger);
  const { app, routes, sessions } = createApp({
    database,
    logger,
    production: false,
    secureCookies: false,
    admission: accounts.admission,
    domains: accounts.domains,
    sessionClient: accounts.sessionClient,
    ingest: accounts.analytics.ingest,
    front: accounts.checkout.front,
  });
  await runSeeders(database.db, demoSeeders({ password: DEMO_PASSWORD }));
  const stopMail = async () => {
    await accounts.analytics.buffer.close();
    await accounts.checkout.stop();
    await accounts.mail.stop();
  };
  return { app, routes, sessions, database, stopMail, ingestToken: config.analytics.token };
}

/** Signs a visitor in through the development SSO ticket, as a client of the API would. */
export async function signInBySso(who: Visitor, email: string) {
  await who.fresh();
  const minted = await who.json('POST', AuthPaths.devSsoTicket, { email });
  const { ticket } = v.parse(DevSsoTicket, minted.json);
  const signedIn = await who.json('POST', AuthPaths.ssoValidate, { ticket });
  if (signedIn.status !== 200) throw new Error(`SSO sign-in of ${email} failed: ${signedIn.status} ${signedIn.text}`);
}

/** A setup request that must succeed. */
export async function expectOk(answer: Promise<Answer>): Promise<Answer> {
  const done = await answer;
  if (done.status >= 300) throw new Error(`setup request failed: ${done.status} ${done.text}`);
  return done;
}

async function accountOf(database: TestDatabase, email: string): Promise<Account> {
  const [row] = await database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return row;
}

type CatalogTable = typeof events | typeof authors | typeof vendors | typeof books;
type SluggedTable =
  | typeof events
  | typeof authors
  | typeof vendors
  | typeof readers
  | typeof categories
  | typeof collections
  | typeof orderForms
  | typeof contentPages
  | typeof blogPosts
  | typeof partners;

async function idsOf(database: TestDatabase, table: CatalogTable) {
  const ids = (await database.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(3)).map(
    (row) => row.id,
  );
  if (ids.length === 0) throw new Error('the demo catalog is empty');
  return ids;
}

async function slugsOf(database: TestDatabase, table: SluggedTable) {
  const slugs = (await database.db.select({ slug: table.slug }).from(table).orderBy(asc(table.slug)).limit(3)).map(
    (row) => row.slug,
  );
  if (slugs.length === 0) throw new Error('the demo catalog is empty');
  return slugs;
}

const ADDRESS = {
  first_name: 'Avery',
  last_name: 'Author',
  line1: '1 Quill Lane',
  city: 'Bath',
  postal_code: 'BA1 1AA',
  country_code: 'GB',
};
const createAddress = async (who: Visitor) =>
  ((await expectOk(who.json('POST', AccountPaths.addresses, ADDRESS))).json as { id: string }).id;

export async function buildWorld(): Promise<World> {
  const { app, routes, sessions, database, stopMail, ingestToken } = await composeApi();
  const reader = await accountOf(database, DEMO_ACCOUNTS.reader.email);
  const author = await accountOf(database, DEMO_ACCOUNTS.author.email);
  const catalog = {
    event: await idsOf(database, events),
    author: await idsOf(database, authors),
    vendor: await idsOf(database, vendors),
  };
  const bookIds = await idsOf(database, books);
  const slugs = {
    event: await slugsOf(database, events),
    author: await slugsOf(database, authors),
    vendor: await slugsOf(database, vendors),
    reader: await slugsOf(database, readers),
    category: await slugsOf(database, categories),
    collection: await slugsOf(database, collections),
    orderForm: await slugsOf(database, orderForms),
    contentPage: await slugsOf(database, contentPages),
    post: await slugsOf(database, blogPosts),
    partner: await slugsOf(database, partners),
  };
  const commerce = {
    products: (await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map(
      (row) => row.id,
    ),
    bundles: (await database.db.select({ id: bundles.id }).from(bundles).orderBy(asc(bundles.id)).limit(3)).map(
      (row) => row.id,
    ),
  };
  const giveawayIds = (await database.db.select({ id: giveaways.id }).from(giveaways).orderBy(asc(giveaways.id))).map(
    (row) => row.id,
  );
  const note = async (userId: string, title: string) =>
    (
      await notify(database.db, userId, {
        kind: 'account',
        title,
        body: 'Generated for the input-robustness suite.',
        url: null,
      })
    ).id;

  // The bystander owns one of everything, all of it in reach of the reader's generated ids.
  const other = visitor(app, '127.0.0.30');
  await signInBySso(other, author.email);
  const bystander = {
    ...author,
    addresses: [await createAddress(other)],
    notifications: [await note(author.id, 'For the author')],
    sessions: (
      await database.db.select({ id: sessionRows.publicId }).from(sessionRows).where(eq(sessionRows.userId, author.id))
    ).map((row) => row.id),
  };
  await expectOk(other.json('PUT', `/api/catalog/saved/event/${catalog.event[0] ?? ''}`));
  await expectOk(other.json('PUT', `/api/catalog/saved/vendor/${catalog.vendor[0] ?? ''}`));
  await expectOk(other.json('PUT', AccountPaths.preferences, { currency: 'EUR', newsletter: true }));
  await database.db.insert(socialAccounts).values({
    userId: author.id,
    provider: 'google',
    issuer: 'https://accounts.google.com',
    subject: 'bystander-subject',
    email: author.email,
  });

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
  return {
    app,
    routes,
    sessions,
    database,
    stopMail,
    ingestToken,
    reader,
    bystander,
    guest,
    member,
    catalog,
    books: bookIds,
    slugs,
    commerce,
    giveaways: giveawayIds,
    model,
  };
}

export async function destroyWorld(world: World | undefined) {
  await world?.stopMail();
  await world?.database.destroy();
}

/** Everything an account owns, in a stable order, to compare before and after. */
export async function holdingsOf(world: World, userId: string) {
  const db = world.database.db;
  return {
    user: await db.select().from(users).where(eq(users.id, userId)),
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.id)),
    saved: await db
      .select()
      .from(savedItems)
      .where(eq(savedItems.userId, userId))
      .orderBy(asc(savedItems.kind), asc(savedItems.targetId)),
    social: await db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId))
      .orderBy(asc(socialAccounts.id)),
    sessions: await db
      .select({ id: sessionRows.publicId })
      .from(sessionRows)
      .where(eq(sessionRows.userId, userId))
      .orderBy(asc(sessionRows.publicId)),
    preferences: await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
  };
}

// ---------------------------------------------------------------------------------------------
// Path parameters both suites generate
// ---------------------------------------------------------------------------------------------

/** The catalog's ids of every kind: what a saved-item id may name. */
export const catalogIds = (w: World) => [...w.catalog.event, ...w.catalog.author, ...w.catalog.vendor];

/** A saved-item kind in the path: mostly from the contract's picklist. */
export const savedKind: fc.Arbitrary<Segment> = fc.oneof(
  { arbitrary: validFromSchema(SavedKind).map((kind) => ({ raw: String(kind) })), weight: 4 },
  { arbitrary: nastyString.filter((s) => s.length < 100).map((s) => ({ raw: encodeSegment(s) })), weight: 1 },
);

/** A social provider in the path: the known ones, a known one in capitals, an unknown one. */
export const socialProvider = segment(['google', 'facebook', 'GOOGLE', 'twitter']);

/** A reader's address id: the bystander's (never the reader's to change), or one of the reader's now. */
export const addressId = (w: World) => segment(w.bystander.addresses, 'addresses');
/** A session's public id: the bystander's, never the reader's to end. */
export const sessionId = (w: World) => segment(w.bystander.sessions);
/** A notification id: the bystander's, or one of the reader's now. */
export const notificationId = (w: World) => segment(w.bystander.notifications, 'notifications');

/** The pools a generated segment may name, read when the request is sent. */
export const livePools = (w: World) => ({ addresses: w.model.addresses, notifications: w.model.notifications });

// ---------------------------------------------------------------------------------------------
// The visitors, and what the suites read of the world
// ---------------------------------------------------------------------------------------------

export type Who = 'guest' | 'member';

/**
 * After a sign-in or a logout, each visitor goes back to what it is: a guest, or the reader. The
 * reader gets a session straight from the session service, as every way in does (a new session
 * id and CSRF token): signing in through the API again would be most of POST /logout's time.
 */
export async function restore(world: World, who: Who, browser: Visitor) {
  if (who === 'guest') return browser.fresh();
  const session = await world.sessions.create(world.reader.id);
  browser.cookies.clear();
  browser.cookies.set(DEFAULT_SESSION_COOKIE, session.issuedToken ?? '');
  browser.cookies.set(XSRF_COOKIE_NAME, session.issuedCsrfToken ?? '');
}

/**
 * The routes a suite must cover: every route of the composed app that answers requests (`ALL`
 * entries are middleware, arity 2, unless they answer themselves, like the JSON 404), as
 * `METHOD /pattern`.
 */
export function answeringRoutes(world: World, methods: readonly string[]): string[] {
  const routes = world.routes
    .filter((route) => methods.includes(route.method) || (route.method === 'ALL' && route.handler.length < 2))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

/** The reader signs in with their password from a new browser; answers the signed-in user. */
export async function readerSignsInAgain(world: World): Promise<{ login: number; user: User | null }> {
  const fresh = visitor(world.app, '127.0.0.99');
  await fresh.fresh();
  const login = await fresh.json('POST', AuthPaths.login, {
    email: DEMO_ACCOUNTS.reader.email,
    password: DEMO_PASSWORD,
  });
  const me = await fresh.get(AuthPaths.user);
  return { login: login.status, user: me.status === 200 ? v.parse(User, me.json) : null };
}
