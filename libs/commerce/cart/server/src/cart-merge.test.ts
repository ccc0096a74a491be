import { createAuthTestApp, fakeClock, type AuthTestApp, type TestBrowser } from '@folio/auth-server/testing';
import { AuthPaths } from '@folio/auth-contract';
import { Cart, SESSION_COOKIE_NAME, cartPaths } from '@folio/cart-contract';
import { notifications } from '@folio/notifications-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSignInHook, mergeGuestCarts } from './cart-merge.js';
import { cartRoutes } from './cart.routes.js';
import { carts } from './cart.table.js';
import { cartFixtures, fakeCatalog } from './testing/cart-fixtures.js';

const clock = fakeClock('2026-06-15T12:00:00Z');
let t: AuthTestApp;
let make: ReturnType<typeof cartFixtures>;

beforeAll(async () => {
  t = await createAuthTestApp({
    now: clock.now,
    onSignIn: ({ db, now }) => [cartSignInHook({ db, now })],
    extra: (app, deps) =>
      app.route('/', cartRoutes({ db: deps.db, catalog: fakeCatalog, now: clock.now, secureCookies: false })),
  });
  make = cartFixtures(t.database.db);
}, 60_000);
afterAll(() => t.close());

async function cartOf(browser: TestBrowser, formId: string): Promise<Cart> {
  return (await browser.get<{ data: Cart }>(cartPaths.init(formId))).body.data;
}
const add = (browser: TestBrowser, cart: Cart, line: Record<string, unknown>, quantity: number) =>
  browser.post<{ data: Cart }>(cartPaths.add(cart.id), {
    session_uid: browser.cookie(SESSION_COOKIE_NAME),
    quantity,
    ...line,
  });

describe('guest carts join the account at sign-in and registration', () => {
  it('keeps a guest’s carts of two forms at registration: the same carts, now the account’s', async () => {
    const [one, two] = [await make.form(), await make.form()];
    const [a, b] = [await make.product(one.id), await make.product(two.id)];
    const browser = t.browser();
    await browser.handshake();
    const first = await cartOf(browser, one.id);
    const second = await cartOf(browser, two.id);
    await add(browser, first, { product_id: a.id }, 2);
    await add(browser, second, { product_id: b.id }, 1);
    const registered = await browser.post(AuthPaths.register, {
      email: 'new-reader@example.com',
      first_name: 'Ada',
      last_name: 'Reader',
      password: 'a-long-reader-password-1',
      password_confirmation: 'a-long-reader-password-1',
    });
    expect(registered.status).toBe(201);
    const list = await browser.get<{ data: Cart[] }>(cartPaths.list);
    expect(list.body.data.map((cart) => [cart.id, cart.total_quantity]).sort()).toEqual(
      [
        [first.id, 2],
        [second.id, 1],
      ].sort(),
    );
    const [row] = await t.database.db.select().from(carts).where(eq(carts.id, first.id));
    expect(row?.userId).not.toBeNull();

    // The account's carts follow the reader to another browser; the old guest session has none left.
    const elsewhere = t.browser();
    await elsewhere.handshake();
    await elsewhere.post(AuthPaths.login, { email: 'new-reader@example.com', password: 'a-long-reader-password-1' });
    expect((await elsewhere.get<{ data: Cart[] }>(cartPaths.list)).body.data).toHaveLength(2);
  });

  it('adds a guest line to the account’s cart of the same form at sign-in, capped by the per-customer limit, once however often it runs', async () => {
    const form = await make.form();
    const limited = await make.product(form.id, { title: 'Limited', perCustomerLimit: 3 });
    const plain = await make.product(form.id, { title: 'Plain' });
    await t.createUser({ email: 'merger@example.com' });

    const device = t.browser();
    await device.handshake();
    await device.post(AuthPaths.login, { email: 'merger@example.com', password: 'a-long-reader-password' });
    const accountCart = await cartOf(device, form.id);
    await add(device, accountCart, { product_id: limited.id }, 2);

    const guest = t.browser();
    await guest.handshake();
    const guestCart = await cartOf(guest, form.id);
    await add(guest, guestCart, { product_id: limited.id }, 2);
    await add(guest, guestCart, { product_id: plain.id }, 1);
    const sessionUid = guest.cookie(SESSION_COOKIE_NAME)!;
    expect(
      (await guest.post(AuthPaths.login, { email: 'merger@example.com', password: 'a-long-reader-password' })).status,
    ).toBe(200);

    const merged = (await guest.get<{ data: Cart }>(cartPaths.cart(accountCart.id))).body.data;
    expect(merged.items.products.map((line) => [line.title, line.quantity]).sort()).toEqual([
      ['Limited', 3],
      ['Plain', 1],
    ]);
    // The reader is told what was capped, with a way to the cart.
    const [owner] = await t.database.db
      .select({ userId: carts.userId })
      .from(carts)
      .where(eq(carts.id, accountCart.id));
    const [told] = await t.database.db.select().from(notifications).where(eq(notifications.userId, owner!.userId!));
    expect(told).toMatchObject({
      title: 'Your carts joined your account, with changes',
      url: `/cart/${accountCart.id}`,
    });
    expect(told?.body).toMatch(/^Limited: 3 of 4 kept \(/);
    expect((await guest.get(cartPaths.cart(guestCart.id))).status).toBe(404);
    const user =
      merged.items.products[0] && (await t.database.db.select().from(carts).where(eq(carts.id, accountCart.id)))[0];
    expect(await mergeGuestCarts(t.database.db, { userId: user!.userId!, sessionUid, now: clock.now() })).toEqual([]);
    expect((await guest.get<{ data: Cart }>(cartPaths.cart(accountCart.id))).body.data.total_quantity).toBe(4);
  });

  it('never shows one account’s cart to another account, even on the same device with the same sess_id', async () => {
    const form = await make.form();
    const product = await make.product(form.id);
    await t.createUser({ email: 'first@example.com' });
    await t.createUser({ email: 'second@example.com' });
    const device = t.browser();
    await device.handshake();
    await device.post(AuthPaths.login, { email: 'first@example.com', password: 'a-long-reader-password' });
    const first = await cartOf(device, form.id);
    await add(device, first, { product_id: product.id }, 1);
    await device.post(AuthPaths.logout);
    await device.handshake();
    await device.post(AuthPaths.login, { email: 'second@example.com', password: 'a-long-reader-password' });
    expect(device.cookie(SESSION_COOKIE_NAME)).toBeDefined();
    expect((await device.get(cartPaths.cart(first.id))).status).toBe(404);
    expect((await add(device, first, { product_id: product.id }, 1)).status).toBe(404);
    expect((await device.get<{ data: Cart[] }>(cartPaths.list)).body.data.map((cart) => cart.id)).not.toContain(
      first.id,
    );
    const second = await cartOf(device, form.id);
    expect(second.id).not.toBe(first.id);
  });

  it('keeps a guest line the stock can no longer hold, unheld, and says so; the form’s cap trims the rest', async () => {
    const form = await make.form({ maxQuantityPerOrder: 3 });
    const rare = await make.product(form.id, { title: 'Rare', stockLimit: 2 });
    const common = await make.product(form.id, { title: 'Common' });
    const user = await t.createUser({ email: 'capped@example.com' });

    const guest = t.browser();
    await guest.handshake();
    const guestCart = await cartOf(guest, form.id);
    await add(guest, guestCart, { product_id: rare.id }, 2);
    clock.advance(60_000); // lines merge in the order they were added
    await add(guest, guestCart, { product_id: common.id }, 1);
    const sessionUid = guest.cookie(SESSION_COOKIE_NAME)!;

    // The guest's hold lapses and someone else takes the last copies; the account already has 2 common.
    clock.advance(31 * 60_000);
    const rival = t.browser();
    await rival.handshake();
    await add(rival, await cartOf(rival, form.id), { product_id: rare.id }, 2);
    const device = t.browser();
    await device.handshake();
    await device.post(AuthPaths.login, { email: 'capped@example.com', password: 'a-long-reader-password' });
    const accountCart = await cartOf(device, form.id);
    await add(device, accountCart, { product_id: common.id }, 2);

    const notices = await mergeGuestCarts(t.database.db, { userId: user.id, sessionUid, now: clock.now() });
    expect(notices.map(({ title, requested, kept, held }) => ({ title, requested, kept, held }))).toEqual([
      { title: 'Rare', requested: 2, kept: 1, held: false },
      { title: 'Common', requested: 3, kept: 2, held: true },
    ]);
    const merged = (await device.get<{ data: Cart }>(cartPaths.cart(accountCart.id))).body.data;
    expect(merged.items.products.map((line) => [line.title, line.quantity, line.hold.active]).sort()).toEqual([
      ['Common', 2, true],
      ['Rare', 1, false],
    ]);
  });
});
