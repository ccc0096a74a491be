import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { OrderFormResponse, orderFormPaths } from '@folio/order-forms-contract';
import { createLogger, errorHandler, notFoundHandler, type BaseEnv } from '@folio/server-kit';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFormPageHeads } from './order-form-page-heads.js';
import { orderForms } from './order-form.table.js';
import { orderFormsRoutes } from './order-forms.routes.js';
import type { StockReader } from './ports.js';
import { PRIVATE_LINK_SECRET } from './private-link.js';
import { fakeCatalogRefs, orderFormFixtures } from './testing/index.js';

const NOW = new Date('2026-06-15T12:00:00Z');

let database: TestDatabase;
const catalog = fakeCatalogRefs();
const author = catalog.seller({ name: 'Maya Quill', kind: 'author' });
const vendor = catalog.seller({ name: 'Lantern Books', kind: 'vendor' });
const signing = catalog.event({ title: 'Summer Signing', timezone: 'Europe/London', location: 'Hatchards, London' });

function appWith(deps: { stock?: StockReader; now?: Date } = {}) {
  const app = new Hono<BaseEnv>();
  app.route(
    '/',
    orderFormsRoutes({ db: database.db, catalog: catalog.port, stock: deps.stock, now: () => deps.now ?? NOW }),
  );
  app.all('/api/*', notFoundHandler);
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  return app;
}

async function get(path: string, init?: RequestInit, app = appWith()) {
  const response = await app.request(path, init);
  const type = response.headers.get('content-type') ?? '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  const body: any = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, response, body };
}

let make: ReturnType<typeof orderFormFixtures>;
let form: { id: string; uid: string; slug: string };
let ids: { hardback: string; variants: string[]; tote: string; bundle: string };

beforeAll(async () => {
  database = await createTestDatabase();
  make = orderFormFixtures(database.db);
  form = await make.form({
    title: 'Maya Quill at the Summer Signing',
    authorId: author.id,
    eventId: signing.id,
    currency: 'GBP',
    closeDate: '2026-06-20',
    depositPercent: 25,
    minDepositTotalMinor: 5000,
    depositPolicy: 'Deposits are not refundable.',
    maxInstalments: 3,
    instalmentPolicy: 'Three payments before the close date.',
    maxQuantityPerOrder: 10,
    instructions: 'Bring your receipt.',
    shipping: true,
  });
  // Inserted out of order: the answer follows position.
  const tote = await make.product(form.id, {
    title: 'Tote bag',
    priceMinor: 1500,
    position: 2,
    stockLimit: 10,
    stockSold: 7,
  });
  const hardback = await make.product(form.id, {
    title: 'The Quiet Orchard',
    priceMinor: 2500,
    position: 1,
    stockLimit: 20,
    stockSold: 18,
    perCustomerLimit: 2,
    variants: [
      { kind: 'edition', name: 'Hardback', priceMinor: 2500 },
      { kind: 'personalisation', name: 'Dedicated', priceMinor: 3000 },
    ],
  });
  const bundle = await make.bundle(form.id, {
    title: 'Orchard and tote',
    priceMinor: 123456,
    stockLimit: 5,
    products: [{ productId: hardback.id }, { productId: tote.id }],
  });
  ids = { hardback: hardback.id, variants: hardback.variantIds, tote: tote.id, bundle: bundle.id };
}, 60_000);

afterAll(() => database.destroy());

describe('GET /api/public/order-forms/{slug}', () => {
  it('answers the whole form, as the contract says, with the seller and event named by the catalog', async () => {
    const { status, body, response } = await get(orderFormPaths.form(form.slug));
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const data = v.parse(OrderFormResponse, body).data;
    expect(data).toMatchObject({
      id: form.id,
      uid: form.uid,
      slug: form.slug,
      title: 'Maya Quill at the Summer Signing',
      seller: { id: author.id, kind: 'author', name: 'Maya Quill' },
      event: { id: signing.id, title: 'Summer Signing', timezone: 'Europe/London', location: 'Hatchards, London' },
      currency: 'GBP',
      close_date: '2026-06-20',
      closed: false,
      instructions: 'Bring your receipt.',
      deposit: { percent: 25, min_order_total_minor: 5000, policy: 'Deposits are not refundable.' },
      instalments: { max_instalments: 3, policy: 'Three payments before the close date.' },
      is_private: false,
      max_quantity_per_order: 10,
      fulfilment: { pickup: true, shipping: true },
    });
  });

  it('lists products and bundles in the seller’s order, with variants, stock and pictures', async () => {
    const data = v.parse(OrderFormResponse, (await get(orderFormPaths.form(form.slug))).body).data;
    expect(data.products.map((p) => p.title)).toEqual(['The Quiet Orchard', 'Tote bag']);
    const [hardback, tote] = data.products;
    expect(hardback).toMatchObject({
      id: ids.hardback,
      price_minor: 2500,
      per_customer_limit: 2,
      stock: { available: 2, sold_out: false },
      variants: [
        { id: ids.variants[0], kind: 'edition', name: 'Hardback', price_minor: 2500 },
        { id: ids.variants[1], kind: 'personalisation', name: 'Dedicated', price_minor: 3000 },
      ],
    });
    expect(hardback!.image_url).toMatch(
      new RegExp(`^/api/public/order-forms/images/products/${ids.hardback}\\.svg\\?v=[\\w-]+$`),
    );
    expect(tote).toMatchObject({ stock: { available: 3, sold_out: false }, variants: [] });
    expect(data.bundles).toHaveLength(1);
    expect(data.bundles[0]).toMatchObject({
      id: ids.bundle,
      price_minor: 123456,
      // Its own limit is 5, but only 2 hardbacks are left.
      stock: { available: 2, sold_out: false },
      products: [
        {
          product_id: ids.hardback,
          title: 'The Quiet Orchard',
          quantity: 1,
          variants: [{ name: 'Hardback' }, { name: 'Dedicated' }],
        },
        { product_id: ids.tote, title: 'Tote bag', quantity: 1, variants: [] },
      ],
    });
    expect(data.bundles[0]!.image_url).toMatch(/^\/api\/public\/order-forms\/images\/bundles\/.+\.svg\?v=/);
  });

  it('says sold out at no stock, and no limit as null', async () => {
    const other = await make.form({ authorId: author.id });
    await make.product(other.id, { title: 'Gone', stockLimit: 4, stockSold: 4 });
    await make.product(other.id, { title: 'Plenty', stockLimit: null });
    const data = v.parse(OrderFormResponse, (await get(orderFormPaths.form(other.slug))).body).data;
    expect(data.products.map((p) => [p.title, p.stock])).toEqual([
      ['Gone', { available: 0, sold_out: true }],
      ['Plenty', { available: null, sold_out: false }],
    ]);
    expect(data.event).toBeNull();
    expect(data.bundles).toEqual([]);
  });

  it('takes the holds off through the cart domain’s stock reader when there is one', async () => {
    const stock: StockReader = {
      async available(_db, { productIds, bundleIds }) {
        return { products: new Map(productIds.map((id) => [id, 0])), bundles: new Map(bundleIds.map((id) => [id, 1])) };
      },
    };
    const data = v.parse(
      OrderFormResponse,
      (await get(orderFormPaths.form(form.slug), undefined, appWith({ stock }))).body,
    ).data;
    expect(data.products.every((p) => p.stock.sold_out)).toBe(true);
    expect(data.bundles[0]!.stock).toEqual({ available: 1, sold_out: false });
  });

  it('is closed when the seller closed it or after the end of its close date in UTC', async () => {
    const closedBySeller = await make.form({ authorId: author.id, closed: true });
    expect((await get(orderFormPaths.form(closedBySeller.slug))).body.data.closed).toBe(true);
    const lastDay = appWith({ now: new Date('2026-06-20T23:59:59Z') });
    expect((await get(orderFormPaths.form(form.slug), undefined, lastDay)).body.data.closed).toBe(false);
    const dayAfter = appWith({ now: new Date('2026-06-21T00:00:00Z') });
    expect((await get(orderFormPaths.form(form.slug), undefined, dayAfter)).body.data.closed).toBe(true);
  });

  it('answers a private form to whoever has its link, and a vendor’s form with the vendor', async () => {
    const hidden = await make.form({ vendorId: vendor.id, isPrivate: true });
    const { status, body } = await get(orderFormPaths.form(hidden.slug));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      is_private: true,
      seller: { kind: 'vendor', name: 'Lantern Books', slug: 'lantern-books' },
    });
  });

  it('keeps a private form behind 128 random bits: its bare slug answers 404, and no private form is stored without them', async () => {
    const hidden = await make.form({ vendorId: vendor.id, isPrivate: true });
    expect(hidden.slug).toMatch(PRIVATE_LINK_SECRET);
    const bare = hidden.slug.replace(PRIVATE_LINK_SECRET, '');
    expect((await get(orderFormPaths.form(bare))).status).toBe(404);
    expect((await get(orderFormPaths.form(hidden.slug))).status).toBe(200);
    // A form made private keeps the secret in its address, or the database refuses it.
    await expect(make.form({ isPrivate: true, slug: `guessable-${randomUUID().slice(0, 8)}` })).rejects.toThrow();
    const open = await make.form();
    await expect(
      database.db.update(orderForms).set({ isPrivate: true }).where(eq(orderForms.id, open.id)),
    ).rejects.toThrow();
  });

  it('answers 404 {message, code} to unknown and impossible slugs', async () => {
    for (const slug of ['no-such-form', 'UPPER', 'a'.repeat(161), 'nul\u0000', 'a--b', ' ']) {
      const { status, body } = await get(`/api/public/order-forms/${encodeURIComponent(slug)}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ message: 'Order form not found.', code: 'not_found' });
    }
  });
});

describe('product and bundle pictures', () => {
  it('are SVGs with the title, cached for good at their current key only', async () => {
    const data = v.parse(OrderFormResponse, (await get(orderFormPaths.form(form.slug))).body).data;
    const url = data.products[0]!.image_url;
    const current = await get(url);
    expect(current.status).toBe(200);
    expect(current.response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(current.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.body).toContain('Quiet');
    expect(current.body).toContain('MAYA QUILL');
    const etag = current.response.headers.get('etag')!;
    expect((await get(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const bare = await get(orderFormPaths.productImage(ids.hardback));
    expect(bare.response.headers.get('cache-control')).toBe('no-cache');

    const bundle = await get(data.bundles[0]!.image_url);
    expect(bundle.status).toBe(200);
    expect(bundle.body).toContain('BUNDLE · 2 ITEMS');
  });

  it('answer 404 {message, code} for unknown ids and other files', async () => {
    expect((await get(orderFormPaths.productImage('00000000-0000-4000-8000-000000000000'))).body).toEqual({
      message: 'Product not found.',
      code: 'not_found',
    });
    expect((await get('/api/public/order-forms/images/products/nope.svg')).status).toBe(404);
    expect((await get(`/api/public/order-forms/images/bundles/${ids.hardback}.svg`)).body.message).toBe(
      'Bundle not found.',
    );
  });
});

describe('the page head of /orderform/{slug} (link previews)', () => {
  it('names the form, the seller and the event, with the first product’s picture, and nothing for unknown slugs', async () => {
    const heads = orderFormPageHeads({ db: database.db, catalog: catalog.port, now: () => NOW });
    expect(heads.map((head) => head.pattern)).toEqual(['/orderform/:slug']);
    const head = await heads[0]!.resolve({ slug: form.slug });
    expect(head).toMatchObject({
      title: 'Maya Quill at the Summer Signing',
      description: 'Preorder signed books from Maya Quill for Summer Signing. Bring your receipt.',
    });
    expect(head?.image).toMatch(/^\/api\/public\/order-forms\/images\/products\//);
    expect(await heads[0]!.resolve({ slug: 'no-such-form' })).toBeNull();
    expect(await heads[0]!.resolve({ slug: 'nul\u0000' })).toBeNull();
  });

  it('asks search engines not to index a private form, and only a private one', async () => {
    const [head] = orderFormPageHeads({ db: database.db, catalog: catalog.port, now: () => NOW });
    const hidden = await make.form({ vendorId: vendor.id, isPrivate: true });
    expect(await head!.resolve({ slug: hidden.slug })).toMatchObject({ noindex: true });
    expect((await head!.resolve({ slug: form.slug }))?.noindex).toBeUndefined();
  });
});
