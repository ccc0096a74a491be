import { createAuthTestApp, fakeClock, type AuthTestApp } from '@folio/auth-server/testing';
import { Cart, SESSION_COOKIE_NAME, cartPaths } from '@folio/cart-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartRoutes } from './cart.routes.js';
import { cartFixtures, fakeCatalog } from './testing/cart-fixtures.js';

const clock = fakeClock('2026-06-15T12:00:00Z');
let t: AuthTestApp;
let make: ReturnType<typeof cartFixtures>;
const statements: string[] = [];

beforeAll(async () => {
  t = await createAuthTestApp({
    now: clock.now,
    extra: (app, deps) =>
      app.route('/', cartRoutes({ db: deps.db, catalog: fakeCatalog, now: clock.now, secureCookies: false })),
  });
  make = cartFixtures(t.database.db);
  // Every statement the database runs, transactions' included (they take the session's options).
  const session = (t.database.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  // BEGIN and COMMIT are left out: PostgreSQL's driver logs them, PGlite's does not.
  const logger = {
    logQuery: (query: string) => void (/^(begin|commit|rollback)\b/i.test(query) ? undefined : statements.push(query)),
  };
  session.logger = logger;
  session.options.logger = logger;
}, 60_000);
afterAll(() => t.close());

/** The statements one request runs, end to end (session middleware included). */
async function counted<T>(request: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  statements.length = 0;
  const result = await request();
  return { result, statements: [...statements] };
}

describe('an add is a handful of statements, not a score', () => {
  it('adds a product (new line, then the same line again) and a bundle with few round trips', async () => {
    const form = await make.form({ maxQuantityPerOrder: 50 });
    const product = await make.product(form.id, { stockLimit: 100, perCustomerLimit: 20 });
    const other = await make.product(form.id, { stockLimit: 100 });
    const unlimited = await make.product(form.id);
    const bundle = await make.bundle(form.id, [{ productId: product.id }, { productId: other.id, quantity: 2 }], {
      stockLimit: 10,
      perCustomerLimit: 5,
    });
    const browser = t.browser();
    await browser.handshake();
    const init = await browser.get<{ data: Cart }>(cartPaths.init(form.id));
    const sessionUid = browser.cookie(SESSION_COOKIE_NAME)!;
    const add = (line: Record<string, unknown>) =>
      browser.post<{ data: Cart }>(cartPaths.add(init.body.data.id), { session_uid: sessionUid, quantity: 1, ...line });

    const first = await counted(() => add({ product_id: product.id }));
    expect(first.result.status).toBe(200);
    const again = await counted(() => add({ product_id: product.id }));
    expect(again.result.body.data.total_quantity).toBe(2);
    const withBundle = await counted(() => add({ bundle_id: bundle.id }));
    expect(withBundle.result.status).toBe(200);
    const plain = await counted(() => add({ product_id: other.id }));
    expect(plain.result.status).toBe(200);
    const free = await counted(() => add({ product_id: unlimited.id }));
    expect(free.result.body.data.total_quantity).toBe(5);
    const counts = [first, again, withBundle, plain, free].map((add) => add.statements.length);
    console.log(
      `statements per add: new line ${counts[0]}, same line ${counts[1]}, bundle ${counts[2]}, plain ${counts[3]}, unlimited ${counts[4]}`,
    );
    if (process.env['SHOW_STATEMENTS']) console.log(free.statements.join('\n'));
    // A product add first tries the one-call add (see below), which a limit or the form's
    // cap turns down. Then: the session, the asynchronous commit, the cart (locked, touched), its
    // form, its lines and their products (order forms' rows, read by the lines' ids), the product,
    // the lock of a product with limits (with the bundles it is part of), the counts, the write;
    // the bundle's choices when the cart has a bundle.
    expect(first.statements.length).toBeLessThanOrEqual(10);
    expect(again.statements.length).toBeLessThanOrEqual(11);
    expect(plain.statements.length).toBeLessThanOrEqual(12);
    expect(withBundle.statements.length).toBeLessThanOrEqual(15);
    // A product without limits is neither locked nor counted (the form's cap is counted from the
    // cart's lines).
    expect(free.statements.length).toBeLessThanOrEqual(10);
    expect(free.statements).toContain('set local synchronous_commit = off');
    expect(free.statements.some((statement) => /\bfrom "products".*\bfor update\b/i.test(statement))).toBe(false);
  });

  it('adds a product without limits, on a form without a cap, in one call after the session', async () => {
    const form = await make.form();
    const plain = await make.product(form.id);
    const bundled = await make.product(form.id);
    const bundle = await make.bundle(form.id, [{ productId: bundled.id }]);
    const browser = t.browser();
    await browser.handshake();
    const init = await browser.get<{ data: Cart }>(cartPaths.init(form.id));
    const add = (line: Record<string, unknown>) =>
      browser.post<{ data: Cart }>(cartPaths.add(init.body.data.id), {
        session_uid: browser.cookie(SESSION_COOKIE_NAME),
        quantity: 1,
        ...line,
      });

    const first = await counted(() => add({ product_id: plain.id }));
    expect(first.result.body.data.items.products.map((line) => line.quantity)).toEqual([1]);
    const again = await counted(() => add({ product_id: plain.id }));
    expect(again.result.body.data.items.products.map((line) => line.quantity)).toEqual([2]);
    expect([first, again].map((add) => add.statements.length)).toEqual([2, 2]);
    expect(again.statements[1]).toContain('folio_cart_add_plain');

    // With a bundle in the cart, its choices are read for the answer.
    expect((await add({ bundle_id: bundle.id })).status).toBe(200);
    const withBundle = await counted(() => add({ product_id: plain.id }));
    expect(withBundle.result.body.data.total_quantity).toBe(4);
    expect(withBundle.statements.length).toBeLessThanOrEqual(3);
  });
});
