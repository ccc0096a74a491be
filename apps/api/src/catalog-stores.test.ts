import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { runSeeders } from '@folio/db';
import { EventDetailResponse, OrderFormList } from '@folio/events-contract';
import { AuthorProfileResponse } from '@folio/people-contract';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog.js';
import { demoCatalogAndStoresSeeders, demoStoresWorld } from './seeders.js';

// Where the catalog and commerce meet: the catalog's pages read sellers' stores through the
// ports it declares, commerce's `catalogStoresPort` answers them over its own tables, and only
// this shell joins the two. Over the demo world, seeded as a first start seeds it, at TEST_NOW.
let t: CatalogTestApp;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(text));

beforeAll(async () => {
  t = await createCatalogTestApp({ routes: ({ db, now }) => buildCatalog(db, now) });
  await runSeeders(t.database.db, demoCatalogAndStoresSeeders, { now: TEST_NOW });
}, 120_000);
afterAll(() => t.close());

describe("an event's store tab", () => {
  it("lists its sellers' public forms from commerce, addressed by slug, in the event's currency", async () => {
    const events = (await t.get('/api/catalog/events?when=upcoming&per_page=3')).body.data as Array<{ slug: string }>;
    for (const { slug } of events) {
      const event = v.parse(EventDetailResponse, (await t.get(`/api/catalog/events/${slug}`)).body).data;
      const [expected] = await query<{ n: number }>(
        sql`select count(*)::int as n from order_forms where event_id = ${event.id} and not is_private`,
      );
      expect(event.order_forms).toHaveLength(expected!.n);
      expect(event.order_forms.length).toBeGreaterThan(0);
      const attending = new Set([...event.authors, ...event.vendors].map((s) => s.id));
      for (const form of event.order_forms) {
        expect(attending.has(form.seller.id)).toBe(true);
        expect(form.currency).toBe(event.currency);
        expect(form.slug).not.toBe(form.uid);
        expect(form.product_count).toBeGreaterThanOrEqual(3);
        expect(form.event).toEqual({ id: event.id, slug: event.slug, title: event.title });
      }
    }
  });
});

describe("a seller's stores", () => {
  it('page through the public forms in one list, closing soonest first, private ones never shown', async () => {
    const [seller] = await query<{
      slug: string;
      id: string;
      total: number;
    }>(sql`select a.slug, a.id, count(*)::int as total from order_forms f
      join authors a on a.id = f.author_id where not f.is_private group by a.slug, a.id order by count(*) desc, a.slug limit 1`);
    const all = v.parse(
      OrderFormList,
      (await t.get(`/api/catalog/authors/${seller!.slug}/order-forms?status=all&per_page=2`)).body,
    );
    expect(all.meta.total).toBe(seller!.total);
    const second = v.parse(
      OrderFormList,
      (await t.get(`/api/catalog/authors/${seller!.slug}/order-forms?status=all&per_page=2&page=2`)).body,
    );
    expect(second.data.map((f) => f.id)).not.toContain(all.data[0]!.id);
    const open = v.parse(
      OrderFormList,
      (await t.get(`/api/catalog/authors/${seller!.slug}/order-forms?per_page=100`)).body,
    );
    const dates = open.data.map((f) => f.close_date);
    expect(dates).toEqual([...dates].sort());
    expect(open.data.every((f) => !f.closed && f.seller.id === seller!.id)).toBe(true);
    const direct = open.data.filter((f) => f.event_id === null);
    expect(direct.length).toBeLessThanOrEqual(1);
  });
});

describe("an author's page", () => {
  it('offers each book at the open public form closing soonest, linking by its slug, and counts the open forms', async () => {
    const [author] = await query<{ slug: string; id: string }>(sql`select a.slug, a.id from authors a
      where exists (select 1 from order_form_books b join order_forms f on f.id = b.order_form_id where f.author_id = a.id
        and not f.is_private and not f.closed and f.close_date >= ${TEST_NOW.toISOString().slice(0, 10)}::date)
      order by a.slug limit 1`);
    const profile = v.parse(AuthorProfileResponse, (await t.get(`/api/catalog/authors/${author!.slug}`)).body).data;
    const today = TEST_NOW.toISOString().slice(0, 10);
    const offered = profile.books.filter((book) => book.offer);
    expect(offered.length).toBeGreaterThan(0);
    for (const book of offered) {
      const [soonest] = await query<{
        slug: string;
        price_minor: number;
        currency: string;
      }>(sql`select f.slug, b.price_minor, f.currency
        from order_form_books b join order_forms f on f.id = b.order_form_id
        where b.book_id = ${book.id} and not f.is_private and not f.closed and f.close_date >= ${today}::date
        order by f.close_date, f.slug limit 1`);
      expect(book.offer).toEqual({
        order_form_slug: soonest!.slug,
        price_minor: soonest!.price_minor,
        currency: soonest!.currency,
      });
    }
    const [open] = await query<{ n: number }>(sql`select count(*)::int as n from order_forms
      where author_id = ${author!.id} and not is_private and not closed and close_date >= ${today}::date`);
    expect(profile.open_order_forms_count).toBe(open!.n);
  });
});

describe('the demo stores', () => {
  it('cover the five currencies, a bundle on every event and a direct-sales form for every seller', async () => {
    const world = demoStoresWorld({ seed: 20_261_121, now: TEST_NOW });
    const currencies = await query<{ currency: string }>(
      sql`select distinct currency from order_forms where event_id is not null order by currency`,
    );
    expect(currencies.map((row) => row.currency)).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
    const withBundle = await query<{ event_id: string }>(
      sql`select distinct f.event_id from bundles b join order_forms f on f.id = b.order_form_id where f.event_id is not null`,
    );
    expect(new Set(withBundle.map((row) => row.event_id))).toEqual(new Set(world.events.map((e) => e.id)));
    const direct = await query<{
      seller_id: string;
      n: number;
      shipping: boolean;
    }>(sql`select seller_id, count(*)::int as n, bool_and(shipping and not pickup) as shipping
      from order_forms where event_id is null group by seller_id`);
    expect(direct.map((row) => row.seller_id).sort()).toEqual(
      [...world.authors, ...world.vendors].map((s) => s.id).sort(),
    );
    expect(direct.every((row) => row.n === 1 && row.shipping)).toBe(true);
  });

  it('close in hours, in days and next month, and show every case a buyer meets', async () => {
    const today = TEST_NOW.toISOString().slice(0, 10);
    const [cases] = await query<Record<string, number>>(sql`select
      count(*) filter (where close_date = ${today}::date and not closed and not is_private)::int as hours,
      count(*) filter (where close_date > ${today}::date and close_date <= ${today}::date + 6 and not closed and not is_private)::int as days,
      count(*) filter (where date_trunc('month', close_date) = date_trunc('month', ${today}::date + interval '1 month') and not closed)::int as next_month,
      count(*) filter (where closed)::int as closed, count(*) filter (where close_date < ${today}::date)::int as past,
      count(*) filter (where is_private)::int as private,
      count(*) filter (where deposit_percent is not null and deposit_policy <> '')::int as deposit,
      count(*) filter (where deposit_percent is null)::int as no_deposit,
      count(*) filter (where max_instalments is not null and instalment_policy <> '')::int as instalments,
      (select count(*) from products where stock_limit <= 3 and stock_sold < stock_limit)::int as low_stock,
      (select count(*) from products where stock_sold = stock_limit)::int as sold_out,
      (select count(*) from products where per_customer_limit is not null)::int as per_customer,
      (select count(*) from products where price_minor >= 100000)::int as thousands
      from order_forms`);
    for (const [name, count] of Object.entries(cases!)) expect([name, count > 0]).toEqual([name, true]);
    // Pickup at in-person events; shipping for online events and direct sales.
    const [fulfilment] = await query<{
      wrong: number;
    }>(sql`select count(*)::int as wrong from order_forms f left join events e on e.id = f.event_id
      where f.pickup <> coalesce(e.venue_id is not null, false) or (not f.pickup and not f.shipping)`);
    expect(fulfilment!.wrong).toBe(0);
  });
});
