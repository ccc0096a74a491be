import { randomUUID } from 'node:crypto';
import { runSeeders, type Database } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFormBooks, orderForms, products } from '../order-form.table.js';
import { PRIVATE_LINK_SECRET } from '../private-link.js';
import { orderFormsSeeder, type DemoStoresWorld } from './order-forms.seeder.js';

// A small catalog world as the shell would pass it (plain data; commerce never reads the catalog).
// TODAY is a Monday; the first upcoming event starts in 5 days.
const NOW = new Date('2026-06-15T09:30:00Z');
const DAY = 86_400_000;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const authors = [
  { id: id(1), slug: 'ava-thornfield', name: 'Ava Thornfield', countryCode: 'GB' },
  { id: id(2), slug: 'noah-kline', name: 'Noah Kline', countryCode: 'US' },
  { id: id(3), slug: 'mia-laurent', name: 'Mia Laurent', countryCode: 'FR' },
  { id: id(4), slug: 'liam-oconnor', name: 'Liam O’Connor', countryCode: 'AU' },
];
const vendors = [{ id: id(11), slug: 'fable-and-foil', name: 'Fable & Foil', countryCode: 'CA' }];
const books = authors.flatMap((author, i) => [
  { id: id(100 + i * 3), authorId: author.id, title: `${author.name}: The Ember Crown`, format: 'hardcover' },
  {
    id: id(101 + i * 3),
    authorId: author.id,
    title: `${author.name}: Salt Tide`,
    format: i === 0 ? 'special-edition' : 'paperback',
  },
  { id: id(102 + i * 3), authorId: author.id, title: `${author.name}: Audio`, format: 'audiobook' },
]);
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const event = (n: number, startsIn: number, currency: string, inPerson = true) => ({
  id: id(200 + n),
  slug: `event-${n}`,
  title: `Event ${n}`,
  currency,
  startsAt: at(startsIn),
  inPerson,
  authorIds: authors.slice(0, 2 + (n % 3)).map((a) => a.id),
  vendorIds: n % 2 === 0 ? [vendors[0]!.id] : [],
});
const world: DemoStoresWorld = {
  events: [
    event(1, -40, 'USD'),
    event(2, 5, 'GBP'),
    event(3, 12, 'EUR', false),
    event(4, 30, 'CAD'),
    event(5, 50, 'AUD'),
    event(6, 80, 'USD'),
    event(7, 120, 'GBP'),
  ],
  authors,
  vendors,
  books,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const TABLES = ['order_forms', 'products', 'product_variants', 'bundles', 'bundle_products', 'order_form_books'];
async function dump(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES)
    out[table] = rowsOf(
      await db.execute(sql.raw(`select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`)),
    );
  return out;
}

/**
 * The dump with each private form's id, uid and slug (random per installation: `private-link.ts`)
 * replaced by a name from its place among the private forms, so two seeds of the same demo compare.
 */
async function dumpWithoutPrivateKeys(of: Database) {
  const bare = (slug: string) => slug.replace(PRIVATE_LINK_SECRET, '');
  const privates = (await of.select().from(orderForms))
    .filter((form) => form.isPrivate)
    .sort((a, b) => bare(a.slug).localeCompare(bare(b.slug)));
  let text = JSON.stringify(await dump(of));
  privates.forEach((form, i) => {
    for (const [key, value] of Object.entries({ slug: form.slug, uid: form.uid, id: form.id }))
      text = text.replaceAll(value, `private-${i}-${key}`);
  });
  const tables = JSON.parse(text) as Record<string, unknown[]>;
  for (const rows of Object.values(tables)) rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return tables;
}

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await runSeeders(db, [orderFormsSeeder(() => world)], { now: NOW });
}, 60_000);
afterAll(() => database.destroy());

type Form = typeof orderForms.$inferSelect;
const forms = () => db.select().from(orderForms) as Promise<Form[]>;

describe('the demo order forms', () => {
  it("give every event's sellers forms in the event's currency, and each seller one direct-sales form, shipped", async () => {
    const all = await forms();
    for (const e of world.events) {
      const own = all.filter((form) => form.eventId === e.id);
      expect(own.length).toBeGreaterThan(0);
      for (const form of own) {
        expect([...e.authorIds, ...e.vendorIds]).toContain(form.sellerId);
        expect(form.currency).toBe(e.currency);
        expect(form.pickup).toBe(e.inPerson);
        if (!e.inPerson) expect(form.shipping).toBe(true);
      }
    }
    for (const seller of [...authors, ...vendors]) {
      const direct = all.filter((form) => form.sellerId === seller.id && form.eventId === null);
      expect(direct).toHaveLength(1);
      expect(direct[0]).toMatchObject({ pickup: false, shipping: true });
    }
    expect(new Set(all.map((form) => form.uid)).size).toBe(all.length);
    expect(all.every((form) => form.uid !== form.slug && /^[a-z0-9-]+$/.test(form.slug))).toBe(true);
  });

  it('sell several products with variants of every kind and a bundle on every event, priced in step with the summary', async () => {
    const perForm = rowsOf<{
      id: string;
      event_id: string | null;
      product_count: number;
      products: number;
      variants: number;
      bundles: number;
      low: number;
      high: number;
      price_min_minor: number;
      price_max_minor: number;
    }>(
      await db.execute(sql`select f.id, f.event_id, f.product_count, f.price_min_minor, f.price_max_minor,
        (select count(*)::int from products p where p.order_form_id = f.id) as products,
        (select count(*)::int from product_variants v join products p on p.id = v.product_id where p.order_form_id = f.id) as variants,
        (select count(*)::int from bundles b where b.order_form_id = f.id) as bundles,
        (select min(x) from (select p.price_minor as x from products p where p.order_form_id = f.id
           union all select v.price_minor from product_variants v join products p on p.id = v.product_id where p.order_form_id = f.id) u)::int as low,
        (select max(x) from (select p.price_minor as x from products p where p.order_form_id = f.id
           union all select v.price_minor from product_variants v join products p on p.id = v.product_id where p.order_form_id = f.id) u)::int as high
        from order_forms f`),
    );
    for (const form of perForm) {
      expect(form.products).toBeGreaterThanOrEqual(3);
      expect(form.product_count).toBe(form.products);
      expect([form.price_min_minor, form.price_max_minor]).toEqual([form.low, form.high]);
    }
    for (const e of world.events)
      expect(perForm.filter((form) => form.event_id === e.id).some((form) => form.bundles > 0)).toBe(true);
    const kinds = rowsOf<{ kind: string }>(
      await db.execute(sql`select distinct kind from product_variants order by kind`),
    ).map((row) => row.kind);
    expect(kinds).toEqual(['cover', 'edition', 'personalisation']);
    const foreign = rowsOf(
      await db.execute(sql`select 1 from bundle_products bp join bundles b on b.id = bp.bundle_id
      join products p on p.id = bp.product_id where p.order_form_id <> b.order_form_id`),
    );
    expect(foreign).toEqual([]);
  });

  it('list each book product in order_form_books at its price, and never a book one cannot sign', async () => {
    const bookProducts = await db
      .select({ form: products.orderFormId, book: products.bookId, price: products.priceMinor })
      .from(products)
      .where(sql`${products.bookId} is not null`);
    const listed = await db
      .select({ form: orderFormBooks.orderFormId, book: orderFormBooks.bookId, price: orderFormBooks.priceMinor })
      .from(orderFormBooks);
    const key = (row: { form: string; book: string | null; price: number }) => `${row.form} ${row.book} ${row.price}`;
    expect(listed.map(key).sort()).toEqual(bookProducts.map(key).sort());
    const audio = new Set(books.filter((b) => b.format === 'audiobook').map((b) => b.id));
    expect(listed.some((row) => audio.has(row.book))).toBe(false);
  });

  it('close in hours, in days and next month, with closed, private, deposit, instalment and stock cases', async () => {
    const all = await forms();
    const today = NOW.toISOString().slice(0, 10);
    const open = all.filter((form) => !form.closed && !form.isPrivate);
    expect(open.some((form) => form.closeDate === today)).toBe(true);
    expect(open.some((form) => form.closeDate > today && form.closeDate <= at(6).toISOString().slice(0, 10))).toBe(
      true,
    );
    expect(open.some((form) => form.closeDate.slice(0, 7) === '2026-07')).toBe(true);
    expect(all.some((form) => form.closeDate < today)).toBe(true);
    expect(all.some((form) => form.closed)).toBe(true);
    expect(all.some((form) => form.isPrivate)).toBe(true);
    const deposits = all.filter((form) => form.depositPercent !== null);
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.length).toBeLessThan(all.length);
    for (const form of deposits) expect(form.depositPolicy).toContain(`${form.depositPercent}%`);
    expect(all.some((form) => form.maxInstalments !== null && form.instalmentPolicy.length > 0)).toBe(true);
    const stock = rowsOf<{ low: number; sold_out: number; limited: number; big: number }>(
      await db.execute(sql`select count(*) filter (where stock_limit <= 3 and stock_sold < stock_limit)::int as low,
        count(*) filter (where stock_sold = stock_limit)::int as sold_out,
        count(*) filter (where per_customer_limit is not null)::int as limited,
        count(*) filter (where price_minor >= 100000)::int as big from products`),
    )[0]!;
    expect(stock.low).toBeGreaterThan(0);
    expect(stock.sold_out).toBeGreaterThan(0);
    expect(stock.limited).toBeGreaterThan(0);
    expect(stock.big).toBeGreaterThan(0);
    expect(
      all.every((form) => form.instructions.length > 40 && form.terms.length > 40 && form.refundPolicy.length > 40),
    ).toBe(true);
  });

  it('are the same rows for the same seed later that day, but for fresh private links, and run once', async () => {
    const again = await createTestDatabase();
    try {
      await runSeeders(again.db, [orderFormsSeeder(() => world)], { now: new Date(NOW.getTime() + 5 * 3_600_000) });
      expect(await dumpWithoutPrivateKeys(again.db)).toEqual(await dumpWithoutPrivateKeys(db));
      // A private form's keys come from the system's random source: another installation of the same
      // demo cannot know this one's private links.
      const privateSlugs = async (of: Database) =>
        (await of.select().from(orderForms)).filter((form) => form.isPrivate).map((form) => form.slug);
      const [mine, theirs] = [await privateSlugs(db), await privateSlugs(again.db)];
      expect(mine.length).toBeGreaterThan(0);
      for (const slug of [...mine, ...theirs]) expect(slug).toMatch(PRIVATE_LINK_SECRET);
      expect(mine.filter((slug) => theirs.includes(slug))).toEqual([]);
    } finally {
      await again.destroy();
    }
    const before = await dump(db);
    expect(await runSeeders(db, [orderFormsSeeder(() => world)], { now: NOW })).toEqual([]);
    expect(await dump(db)).toEqual(before);
  }, 60_000);
});

describe('a database whose forms came from before products', () => {
  it('gets products on each form that has none, in step with its books, and leaves the others alone', async () => {
    const old = await createTestDatabase();
    try {
      const bare = randomUUID();
      const stocked = randomUUID();
      const [crown, tide] = [books[0]!, books[1]!];
      await old.db.insert(orderForms).values([
        {
          id: bare,
          uid: 'ava-at-event-2',
          slug: 'ava-at-event-2',
          title: 'Ava at Event 2',
          authorId: authors[0]!.id,
          eventId: id(202),
          currency: 'GBP',
          closeDate: '2026-06-18',
          depositPercent: 25,
          productCount: 6,
          priceMinMinor: 2000,
          priceMaxMinor: 9000,
        },
        {
          id: stocked,
          uid: 'ava-direct',
          slug: 'ava-direct',
          title: 'Ava direct',
          authorId: authors[0]!.id,
          currency: 'GBP',
          closeDate: '2026-08-01',
          pickup: false,
          shipping: true,
          productCount: 1,
          priceMinMinor: 1000,
          priceMaxMinor: 1000,
        },
      ]);
      await old.db.insert(orderFormBooks).values([
        { orderFormId: bare, bookId: crown.id, priceMinor: 3000 },
        { orderFormId: bare, bookId: tide.id, priceMinor: 5500 },
      ]);
      await old.db.insert(products).values({ orderFormId: stocked, title: 'Poster', priceMinor: 1000 });

      await runSeeders(old.db, [orderFormsSeeder(() => world)], { now: NOW });

      expect(await old.db.select({ id: orderForms.id }).from(orderForms)).toHaveLength(2);
      const sold = await old.db.select().from(products).where(sql`${products.orderFormId} = ${bare}`);
      expect(
        sold
          .filter((p) => p.bookId)
          .map((p) => [p.title, p.priceMinor])
          .sort((a, b) => Number(a[1]) - Number(b[1])),
      ).toEqual([
        [`${crown.title} (signed)`, 3000],
        [`${tide.title} (signed)`, 5500],
      ]);
      const [form] = await old.db.select().from(orderForms).where(sql`${orderForms.id} = ${bare}`);
      expect(form).toMatchObject({ productCount: sold.length, priceMinMinor: 600, pickup: true });
      expect(form!.depositPolicy).toContain('25%');
      expect(form!.refundPolicy.length).toBeGreaterThan(20);
      const bundles = rowsOf(await old.db.execute(sql`select 1 from bundles where order_form_id = ${bare}`));
      expect(bundles).toHaveLength(1);
      expect(await old.db.select().from(products).where(sql`${products.orderFormId} = ${stocked}`)).toHaveLength(1);
    } finally {
      await old.destroy();
    }
  }, 60_000);
});
