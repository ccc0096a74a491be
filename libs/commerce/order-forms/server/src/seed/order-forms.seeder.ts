import { base, en, Faker } from '@faker-js/faker';
import type { Seeder, SeedContext } from '@folio/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { bundleProducts, bundles, orderFormBooks, orderForms, products, productVariants } from '../order-form.table.js';
import {
  generateOrderForms,
  productBuilder,
  type DemoForms,
  type DemoStoresWorld,
  type OrderFormInsert,
} from './generate-order-forms.js';

export type { DemoStoresWorld, DemoStoreEvent, DemoStoreSeller, DemoStoreBook } from './generate-order-forms.js';

export const ORDER_FORMS_SEEDER_NAME = 'commerce-demo-order-forms';

const CHUNK = 500;

async function insertAll(db: SeedContext['db'], forms: DemoForms) {
  const chunks = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
  for (const rows of chunks(forms.orderForms)) await db.insert(orderForms).values(rows);
  for (const rows of chunks(forms.products)) await db.insert(products).values(rows);
  for (const rows of chunks(forms.productVariants)) await db.insert(productVariants).values(rows);
  for (const rows of chunks(forms.bundles)) await db.insert(bundles).values(rows);
  for (const rows of chunks(forms.bundleProducts)) await db.insert(bundleProducts).values(rows);
  for (const rows of chunks(forms.orderFormBooks)) await db.insert(orderFormBooks).values(rows).onConflictDoNothing();
}

/**
 * Forms made before this domain had products (by the catalog's old events seeder) get them: each
 * book the form already lists becomes a signed-book product at its price, with some merchandise
 * and a bundle, and the form's summary and policies follow. Forms that sell something are left
 * as they are.
 */
async function stockExistingForms(db: SeedContext['db'], seed: number, world: DemoStoresWorld) {
  const bare = await db
    .select()
    .from(orderForms)
    .where(sql`not exists (select 1 from ${products} where ${products.orderFormId} = ${orderForms.id})`)
    .orderBy(orderForms.slug);
  if (bare.length === 0) return;
  const listed = await db
    .select()
    .from(orderFormBooks)
    .where(
      inArray(
        orderFormBooks.orderFormId,
        bare.map((form) => form.id),
      ),
    );
  const titles = new Map(world.books.map((book) => [book.id, book]));
  const f = new Faker({ locale: [en, base] });
  f.seed([seed, 4]);
  const build = productBuilder(f);
  const forms: OrderFormInsert[] = bare.map(({ sellerId: _sellerId, ...form }) => ({ ...form }));
  for (const form of forms) {
    for (const offer of listed.filter((row) => row.orderFormId === form.id)) {
      const book = titles.get(offer.bookId) ?? { id: offer.bookId, title: 'A signed book', format: 'hardcover' };
      build.product(
        form,
        {
          bookId: offer.bookId,
          title: `${book.title} (signed)`,
          description: `A copy of ${book.title}, signed by hand.`,
          priceMinor: offer.priceMinor,
        },
        [
          { kind: 'personalisation', name: 'Signature only', priceMinor: offer.priceMinor },
          { kind: 'personalisation', name: 'Signed and dedicated to a name', priceMinor: offer.priceMinor + 300 },
        ],
      );
    }
    build.plain(form, { title: 'Bookmark set', description: 'Three foiled bookmarks with tassels.', priceMinor: 600 });
    build.plain(form, {
      title: 'Canvas tote bag',
      description: 'Heavy natural canvas with the cover art screen-printed.',
      priceMinor: 1800,
    });
    build.bundle(form, 'Signed set', build.productsOf(form.id).slice(0, 3));
  }
  build.summarise(forms);
  const { orderFormBooks: _listedAlready, ...rows } = build.out;
  await insertAll(db, { orderForms: [], ...rows, orderFormBooks: [] });
  for (const form of forms) {
    await db
      .update(orderForms)
      .set({
        productCount: form.productCount,
        priceMinMinor: form.priceMinMinor,
        priceMaxMinor: form.priceMaxMinor,
        refundPolicy:
          form.refundPolicy ||
          'Full refund until the form closes; after that only if the book cannot be signed or arrives damaged.',
        depositPolicy:
          form.depositPolicy ||
          (form.depositPercent
            ? `A ${form.depositPercent}% deposit secures larger orders; the balance is due before the form closes.`
            : ''),
        pickup: form.eventId !== null,
        shipping: form.eventId === null || form.shipping === true,
      })
      .where(eq(orderForms.id, form.id));
  }
}

/**
 * The demo order forms: every event's sellers' forms and a direct-sales form per seller, with
 * products, their variants (edition, cover, personalisation), bundles and the catalog's summary
 * columns in step. The catalog's events and sellers are plain data the shell passes in (for the
 * same seed and day), so this runs after the catalog's seeders and never reads their tables.
 * Deterministic for a seed and a day. A database whose forms came from before this domain had
 * products gets products on every form that has none.
 */
export function orderFormsSeeder(world: (context: Pick<SeedContext, 'seed' | 'now'>) => DemoStoresWorld): Seeder {
  return {
    name: ORDER_FORMS_SEEDER_NAME,
    async run({ db, seed, now }) {
      const data = world({ seed, now });
      if ((await db.select({ id: orderForms.id }).from(orderForms).limit(1)).length > 0) {
        await stockExistingForms(db, seed, data);
        return;
      }
      await insertAll(db, generateOrderForms({ seed, now, world: data }));
    },
  };
}
