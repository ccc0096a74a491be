import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogStoresPort } from './catalog-stores.port.js';
import { orderFormBooks, orderForms } from './order-form.table.js';
import { privateSlug } from './private-link.js';

// The SQL the catalog reads sellers' stores through, run on its own over this domain's tables.
// (The catalog's use of it, joined with sellers and events, is tested where both meet: apps/api.)
const NOW = new Date('2026-06-15T18:00:00Z');
const ava = randomUUID();
const shop = randomUUID();
const shelfcon = randomUUID();
const crown = randomUUID();
const tide = randomUUID();

let database: TestDatabase;
let db: Database;

async function form(
  slug: string,
  values: Partial<typeof orderForms.$inferInsert> & { closeDate: string },
  books: Record<string, number> = {},
) {
  const id = randomUUID();
  await db
    .insert(orderForms)
    .values({ id, uid: `uid-${slug}`, slug, title: slug, currency: 'GBP', authorId: ava, ...values });
  const rows = Object.entries(books).map(([bookId, priceMinor]) => ({ orderFormId: id, bookId, priceMinor }));
  if (rows.length > 0) await db.insert(orderFormBooks).values(rows);
  return id;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const derived = async (table: SQL) =>
  rowsOf<Record<string, unknown>>(await db.execute(sql`select * from ${table} as f order by f.slug`));
const scalar = async <T>(value: SQL) => rowsOf<{ value: T }>(await db.execute(sql`select ${value} as value`))[0]!.value;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await form(
    'ava-at-shelfcon',
    {
      closeDate: '2026-07-30',
      currency: 'USD',
      eventId: shelfcon,
      productCount: 2,
      priceMinMinor: 2800,
      priceMaxMinor: 3200,
    },
    { [crown]: 2800, [tide]: 3200 },
  );
  // Closes sooner (today, in hours): the reader's next chance, so this one is offered for the crown.
  await form(
    'ava-at-bookfest',
    { closeDate: '2026-06-15', depositPercent: 25, minDepositTotalMinor: 5000 },
    { [crown]: 2500 },
  );
  await form('ava-closed', { closeDate: '2026-12-01', closed: true }, { [tide]: 1900 });
  await form(
    privateSlug('ava-private'),
    { closeDate: '2026-12-01', isPrivate: true, eventId: shelfcon },
    { [tide]: 1900 },
  );
  await form('ava-last-spring', { closeDate: '2026-06-14' }, { [tide]: 1900 });
  await form('shop-at-shelfcon', { closeDate: '2026-07-30', authorId: null, vendorId: shop, eventId: shelfcon });
}, 60_000);
afterAll(() => database.destroy());

describe("a seller's stores", () => {
  it('are the public forms, with the columns the catalog names, open computed at the given moment', async () => {
    const rows = await derived(catalogStoresPort.sellerStores(sql`${ava}::uuid`, NOW));
    expect(rows.map((row) => [row['slug'], row['open']])).toEqual([
      ['ava-at-bookfest', true],
      ['ava-at-shelfcon', true],
      ['ava-closed', false],
      ['ava-last-spring', false],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'id',
        'uid',
        'slug',
        'title',
        'seller_id',
        'author_id',
        'vendor_id',
        'event_id',
        'currency',
        'close_date',
        'closed',
        'open',
        'deposit_percent',
        'min_deposit_total_minor',
        'product_count',
        'price_min_minor',
        'price_max_minor',
        'created_at',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      uid: 'uid-ava-at-bookfest',
      seller_id: ava,
      author_id: ava,
      vendor_id: null,
      close_date: '2026-06-15',
      deposit_percent: 25,
      min_deposit_total_minor: 5000,
    });
  });

  it('count only the open public ones', async () => {
    expect(await scalar(catalogStoresPort.openCount(sql`${ava}::uuid`, NOW))).toBe(2);
    expect(await scalar(catalogStoresPort.openCount(sql`${ava}::uuid`, new Date('2026-06-16T00:00:00Z')))).toBe(1);
  });
});

describe("an event's stores", () => {
  it("are its sellers' public forms", async () => {
    const rows = await derived(catalogStoresPort.eventStores(sql`${shelfcon}::uuid`, NOW));
    expect(rows.map((row) => [row['slug'], row['seller_id']])).toEqual([
      ['ava-at-shelfcon', ava],
      ['shop-at-shelfcon', shop],
    ]);
  });
});

describe('where a book is sold', () => {
  it('is the open public form closing soonest, at its price there, by its slug', async () => {
    expect(await scalar(catalogStoresPort.bookOffer(sql`${crown}::uuid`, NOW))).toEqual({
      order_form_slug: 'ava-at-bookfest',
      price_minor: 2500,
      currency: 'GBP',
    });
    expect(await scalar(catalogStoresPort.bookOffer(sql`${tide}::uuid`, NOW))).toEqual({
      order_form_slug: 'ava-at-shelfcon',
      price_minor: 3200,
      currency: 'USD',
    });
  });

  it('is nowhere once the only forms selling it are closed, private or past their date', async () => {
    const after = new Date('2026-07-31T00:00:00Z');
    expect(await scalar(catalogStoresPort.bookOffer(sql`${tide}::uuid`, after))).toBeNull();
    expect(await scalar(catalogStoresPort.bookOffer(sql`${randomUUID()}::uuid`, NOW))).toBeNull();
  });
});
