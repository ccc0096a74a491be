import type { SignInHook } from '@folio/auth-server';
import { cartRoutes, cartSignInHook } from '@folio/cart-server';
import type { Database } from '@folio/db';
import { eventReads, peopleEventsPort, sellerStoresPort } from '@folio/events-server';
import type { OrderFormSeller } from '@folio/order-forms-contract';
import type { CatalogRefsPort } from '@folio/order-forms-server';
import { peopleReads, type PeopleDeps } from '@folio/people-server';
import type { Logger } from '@folio/server-kit';

/**
 * The catalog as commerce sees it (CatalogRefsPort): a form's seller and event by id, from the
 * people and events domains' public reads. Commerce never imports the catalog; the shell does.
 */
export function catalogRefs(db: Database): CatalogRefsPort {
  const peopleDeps: PeopleDeps = { db, events: peopleEventsPort, stores: sellerStoresPort };
  const people = peopleReads(peopleDeps);
  const events = eventReads({ db });
  return {
    async sellers(ids) {
      const [authors, vendors] = await Promise.all([people.authorsByIds(ids), people.vendorsByIds(ids)]);
      const found = new Map<string, OrderFormSeller>();
      for (const a of authors) found.set(a.id, { id: a.id, kind: 'author', slug: a.slug, name: a.name });
      for (const s of vendors) found.set(s.id, { id: s.id, kind: 'vendor', slug: s.slug, name: s.name });
      return found;
    },
    async events(ids) {
      return new Map(
        (await events.byIds(ids)).map((e) => [
          e.id,
          {
            id: e.id,
            slug: e.slug,
            title: e.title,
            starts_at: e.starts_at,
            ends_at: e.ends_at,
            timezone: e.timezone,
            location: e.venue ? `${e.venue.name}, ${e.venue.city}` : null,
          },
        ]),
      );
    },
  };
}

/** The cart domain wired: its public routes (spec section 7) over the catalog port. */
export function buildCart(db: Database, { secureCookies }: { secureCookies: boolean }) {
  return cartRoutes({ db, catalog: catalogRefs(db), secureCookies });
}

/** What runs at every way in: the visitor's guest carts join the account. */
export function signInHooks(db: Database, logger: Logger): SignInHook[] {
  return [cartSignInHook({ db, logger })];
}
