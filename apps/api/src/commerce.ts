import type { SessionEnv, SignInHook } from '@folio/auth-server';
import { cartRoutes, cartSignInHook, cartStockReader } from '@folio/cart-server';
import type { Database } from '@folio/db';
import { events, venues } from '@folio/events-server';
import type { OrderFormEvent, OrderFormSeller } from '@folio/order-forms-contract';
import {
  orderFormPageData,
  orderFormPageHeads,
  orderFormsRoutes,
  type CatalogRefsPort,
} from '@folio/order-forms-server';
import { authors, vendors } from '@folio/people-server';
import type { Logger, PageDataRoute, PageHeadRoute } from '@folio/server-kit';
import { eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';

/**
 * Commerce reads the catalog through this port only (commerce never imports the catalog): a
 * form's seller (an author or a vendor: the ids never collide, they are uuids) and its event, read
 * here, in the shell, from the catalog's tables. Unknown ids are missing from the answer.
 */
export function catalogRefs(db: Database): CatalogRefsPort {
  return {
    async sellers(ids) {
      const found = new Map<string, OrderFormSeller>();
      if (ids.length === 0) return found;
      const unique = [...new Set(ids)];
      const [authorRows, vendorRows] = await Promise.all([
        db
          .select({ id: authors.id, slug: authors.slug, name: authors.name })
          .from(authors)
          .where(inArray(authors.id, unique)),
        db
          .select({ id: vendors.id, slug: vendors.slug, name: vendors.name })
          .from(vendors)
          .where(inArray(vendors.id, unique)),
      ]);
      for (const row of authorRows) found.set(row.id, { ...row, kind: 'author' });
      for (const row of vendorRows) found.set(row.id, { ...row, kind: 'vendor' });
      return found;
    },
    async events(ids) {
      const found = new Map<string, OrderFormEvent>();
      if (ids.length === 0) return found;
      const rows = await db
        .select({
          id: events.id,
          slug: events.slug,
          title: events.title,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          timezone: events.timezone,
          venue: venues.name,
          city: venues.city,
        })
        .from(events)
        .leftJoin(venues, eq(venues.id, events.venueId))
        .where(inArray(events.id, [...new Set(ids)]));
      for (const row of rows) {
        found.set(row.id, {
          id: row.id,
          slug: row.slug,
          title: row.title,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          timezone: row.timezone,
          location: row.venue ? `${row.venue}, ${row.city}` : null,
        });
      }
      return found;
    },
  };
}

/** How long a seller's or an event's names are reused before they are read again. */
export const CATALOG_REFS_TTL_MS = 30_000;
const CACHE_LIMIT = 5_000;

/**
 * The port with a small in-memory cache in front: every cart view names its form's seller and
 * event, and those names and slugs change rarely, so each is read at most once per `ttlMs` (a
 * rename shows within that time). Ids not found are not remembered: they are asked again.
 */
export function cachedCatalogRefs(
  port: CatalogRefsPort,
  ttlMs = CATALOG_REFS_TTL_MS,
  clock: () => number = Date.now,
): CatalogRefsPort {
  function cached<T>(read: (ids: readonly string[]) => Promise<Map<string, T>>) {
    const entries = new Map<string, { value: T; until: number }>();
    return async (ids: readonly string[]): Promise<Map<string, T>> => {
      const at = clock();
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const entry = entries.get(id);
        if (entry && entry.until > at) found.set(id, entry.value);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const fresh = await read(missing);
      if (entries.size + fresh.size > CACHE_LIMIT) entries.clear();
      for (const [id, value] of fresh) {
        entries.set(id, { value, until: at + ttlMs });
        found.set(id, value);
      }
      return found;
    };
  }
  return { sellers: cached((ids) => port.sellers(ids)), events: cached((ids) => port.events(ids)) };
}

export interface CommerceOptions {
  secureCookies: boolean;
  now?: () => Date;
}

/**
 * Commerce's domains, wired and in mounting order: the order forms (whose stock counts the carts'
 * holds through the cart domain's reader) and the public cart API, both reading the catalog through
 * `catalogRefs`. Each is mounted under a session-typed app like every other domain.
 */
export function buildCommerce(db: Database, options: CommerceOptions): Array<Hono<SessionEnv>> {
  const catalog = cachedCatalogRefs(catalogRefs(db));
  return [
    new Hono<SessionEnv>().route('/', orderFormsRoutes({ db, catalog, stock: cartStockReader, now: options.now })),
    cartRoutes({ db, catalog, secureCookies: options.secureCookies, now: options.now }),
  ];
}

/** Commerce's pages' heads for the served HTML (link previews), wired like the routes. */
export function commercePageHeads(db: Database, options: { now?: () => Date } = {}): PageHeadRoute[] {
  return orderFormPageHeads({
    db,
    catalog: cachedCatalogRefs(catalogRefs(db)),
    stock: cartStockReader,
    now: options.now,
  });
}

/** Commerce's pages' data for the served HTML: the order form a first visit draws from. */
export function commercePageData(db: Database, options: { now?: () => Date } = {}): PageDataRoute[] {
  return orderFormPageData({
    db,
    catalog: cachedCatalogRefs(catalogRefs(db)),
    stock: cartStockReader,
    now: options.now,
  });
}

/** What runs at every way in: the visitor's guest carts join the account. */
export function signInHooks(db: Database, logger: Logger): SignInHook[] {
  return [cartSignInHook({ db, logger })];
}
