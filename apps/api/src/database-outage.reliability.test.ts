import { randomBytes, randomUUID } from 'node:crypto';
import { AuthPaths } from '@folio/auth-contract';
import { createPasswordHasher, userRepo } from '@folio/auth-server';
import { cartPaths, SESSION_COOKIE_NAME } from '@folio/cart-contract';
import { checkoutPaths, IDEMPOTENCY_KEY_HEADER } from '@folio/checkout-contract';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { eventPaths } from '@folio/events-contract';
import { eventFixtures } from '@folio/events-server/testing';
import { HEALTH_PATH } from '@folio/http-contract';
import { orderFormPaths } from '@folio/order-forms-contract';
import { orderFormFixtures } from '@folio/order-forms-server/testing';
import { EMBEDDED_PAY_BASE_PATH } from '@folio/payments-contract';
import { peopleFixtures } from '@folio/people-server/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './testing/api-process.js';
import { CARDS, newTally } from './testing/crash-buyers.js';
import { crashInvariants } from './testing/crash-invariants.js';
import { Listener, unavailableProblems, type Heard } from './testing/heard.js';
import { startTcpProxy, throughProxy, type TcpProxy } from './testing/tcp-proxy.js';
import { ADMIN_URL, knob, rowsOf, seeded, seedKnob, sleep, type Row } from './testing/reliability-knobs.js';

/*
 * R14, the database half: the real API process on a throwaway PostgreSQL database reached through
 * a TCP proxy the test controls. Under mixed load (public reads, guest cart adds, checkouts in
 * flight: placement with an Idempotency-Key, the embedded provider's card form, update-qty-sold)
 * the database goes away for 10 s (every connection cut, new ones refused) and comes back.
 * While it is away every answer is a clean 503 and the health probe says so; within 5 s of its
 * return requests succeed again; afterwards nothing is half-written, and each checkout that was
 * in flight, retried with its key, ended placed once or not at all, charged once at most.
 *
 * FOLIO_OUTAGE_CHECKOUTS sets how many checkouts are in flight around the cut (6), and
 * FOLIO_OUTAGE_SEED the seed of their timing (printed in the summary; `random` draws one).
 */

const CHECKOUTS = knob('FOLIO_OUTAGE_CHECKOUTS', 6);
const SEED = seedKnob('FOLIO_OUTAGE_SEED', 14);
const OUTAGE_MS = 10_000;
const RECOVERY_MS = 5_000;
const PASSWORD = 'an outage-test reader password';

/** Asks `probe` every 100 ms until it says yes: how long that took, or null after `ms`. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) return null;
    await sleep(100);
  }
}

let database: TestDatabase;
let proxy: TcpProxy;
let api: ApiProcess | undefined;
let form: { id: string; slug: string; productId: string };
let emails: string[];

beforeAll(async () => {
  database = await createTestDatabase({ url: ADMIN_URL });
  const db = database.db;
  const tag = randomBytes(3).toString('hex');
  const author = await peopleFixtures(db).author(`Outage Author ${tag}`);
  const event = await eventFixtures(db).event(`Outage Signing ${tag}`, { authorIds: [author] });
  const make = orderFormFixtures(db);
  const created = await make.form({ authorId: author, eventId: event, currency: 'USD' });
  const product = await make.product(created.id, { priceMinor: 1_800, stockLimit: 100_000 });
  form = { id: created.id, slug: created.slug, productId: product.id };
  // One hash for every buyer: argon2 is slow on purpose, and the test is not about sign-in.
  const passwordHash = await createPasswordHasher().hash(PASSWORD);
  emails = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    const email = `outage-buyer-${i}-${tag}@example.test`;
    await userRepo(db).create({
      email,
      firstName: 'Outage',
      lastName: `Buyer ${i}`,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
    emails.push(email);
  }
  proxy = await startTcpProxy({ host: new URL(ADMIN_URL).hostname, port: Number(new URL(ADMIN_URL).port || 5432) });
  api = await startApiProcess({
    DATABASE_URL: throughProxy(database.url!, proxy),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    APP_KEY: 'outage-test-app-key-outage-test-app-key',
    // Every client here comes from loopback: one address per client, as the proxy in front would say.
    TRUST_PROXY_HOPS: '1',
  });
}, 60_000);

afterAll(async () => {
  await proxy?.restore();
  if (api) {
    const exit = api.exited;
    await Promise.race([api.stop(), sleep(15_000).then(() => api?.kill())]);
    await exit;
  }
  await proxy?.close();
  await database?.destroy();
}, 60_000);

/** A signed-in buyer with one book in the cart, checking out once with one Idempotency-Key. */
class Checkout {
  readonly key = randomUUID();
  cartId = '';
  /** Each step's last answer. */
  placed: Heard | null = null;
  paid: Heard | null = null;
  settled: Heard | null = null;
  /** The step the outage stopped, if it did. */
  stopped: string | null = null;

  constructor(
    readonly client: Listener,
    readonly email: string,
  ) {}

  async ready(): Promise<void> {
    await this.client.handshake();
    const login = await this.client.send('login', 'POST', AuthPaths.login, { email: this.email, password: PASSWORD });
    expect(login.status, login.text).toBeLessThan(300);
    const cart = await this.client.send('cart init', 'GET', cartPaths.init(form.id));
    this.cartId = cart.json.data.id;
    const added = await this.client.send('cart add', 'POST', cartPaths.add(this.cartId), {
      product_id: form.productId,
      session_uid: this.client.cookie(SESSION_COOKIE_NAME),
      quantity: 1,
    });
    expect(added.status, added.text).toBe(200);
  }

  place(): Promise<Heard> {
    return this.client.send(
      'place',
      'POST',
      checkoutPaths.place(this.cartId),
      { mode: 'full', accept_terms: true },
      { [IDEMPOTENCY_KEY_HEADER]: this.key },
    );
  }

  private paymentPath(): string {
    const payment = this.placed!.json.data.payment;
    return `${EMBEDDED_PAY_BASE_PATH}/payments/${encodeURIComponent(payment.id)}`;
  }

  confirm(): Promise<Heard> {
    const payment = this.placed!.json.data.payment;
    return this.client.send('confirm', 'POST', `${this.paymentPath()}/confirm`, {
      client_secret: payment.client_secret,
      payment_method: {
        type: 'card',
        number: CARDS.ok,
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
        name: 'Outage Test',
      },
    });
  }

  paymentState(): Promise<Heard> {
    const payment = this.placed!.json.data.payment;
    return this.client.send(
      'payment state',
      'GET',
      `${this.paymentPath()}?client_secret=${encodeURIComponent(payment.client_secret)}`,
    );
  }

  settle(): Promise<Heard> {
    return this.client.send('settle', 'POST', checkoutPaths.updateQtySold(this.cartId), {
      payment_id: this.placed!.json.data.payment.id,
      method: 'card',
    });
  }

  /** Place, pay, settle: as far as it gets while the database goes away. */
  async run(): Promise<void> {
    this.placed = await this.place();
    if (this.placed.status !== 201) return void (this.stopped = 'place');
    this.paid = await this.confirm();
    if (this.paid.status !== 200) return void (this.stopped = 'confirm');
    this.settled = await this.settle();
    if (this.settled.status !== 200) this.stopped = 'settle';
  }

  /**
   * After the outage, as the web client would go on: the placement again with the same key (the
   * same order, or the first one now), the card form only if the payment still waits for a card,
   * then update-qty-sold. Returns the order number.
   */
  async finish(): Promise<string> {
    let last: Heard | null = null;
    // Generous: the in-flight request holds its key until it ends, and a loaded machine took 15 s
    // to answer even a 409 (the verdict is placed or not placed, never both, not how fast).
    const placed = await within(60_000, async () => {
      last = await this.place();
      if (last.status === 201) this.placed = last;
      return last.status === 201;
    });
    if (placed === null)
      throw new Error(`placement ${this.key}: not placed within 60 s of the outage (last: ${JSON.stringify(last)})`);
    const state = await this.paymentState();
    expect(state.status, state.text).toBe(200);
    if (state.json.data.status === 'requires_payment_method') {
      this.paid = await this.confirm();
      expect(this.paid.status, this.paid.text).toBe(200);
    }
    this.settled = await this.settle();
    expect(this.settled.status, this.settled.text).toBe(200);
    return this.placed!.json.data.order.order_number;
  }
}

/** Extra checks of what is half-written, beside R13's (`crashInvariants`). */
const HALF_WRITTEN: Record<string, ReturnType<typeof sql>> = {
  'every order has its lines': sql`select o.order_number from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  'every provider payment of an order names an order that exists': sql`
    select p.id from embedded_pay_payments p where p.metadata->>'kind' = 'order' and not exists (select 1 from orders o where o.id::text = p.metadata->>'order_id')`,
  'held and sold units stay within the stock limit': sql`
    select p.id, p.stock_sold, p.stock_limit from products p
    where p.stock_limit is not null and p.stock_sold + (select coalesce(sum(i.quantity), 0) from cart_items i where i.product_id = p.id and i.held_until > now()) > p.stock_limit`,
};

/** How many answers of each kind and status: for the summary line. */
function countsOf(heard: readonly Heard[]): string {
  const counts = new Map<string, number>();
  for (const h of heard)
    counts.set(`${h.what} ${h.status ?? h.error}`, (counts.get(`${h.what} ${h.status ?? h.error}`) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind}: ${n}`).join(', ');
}

describe('R14: the database away for 10 s under load', () => {
  it('answers 503 with Retry-After meanwhile, recovers within 5 s, and half-writes and doubles nothing', async () => {
    const started = Date.now();
    const random = seeded(SEED);
    const base = () => api!.base;
    const log: Heard[] = [];
    const checkouts = emails.map((email) => new Checkout(new Listener(base, log), email));
    for (const checkout of checkouts) await checkout.ready();

    // The load: readers of the public pages and guests adding to their carts, until told to stop.
    let loading = true;
    const reader = new Listener(base, log);
    const readers = [0, 1].map(async (n) => {
      while (loading) {
        await reader.send('events list', 'GET', eventPaths.events());
        await reader.send('order form', 'GET', orderFormPaths.form(form.slug));
        await sleep(20 + n * 10);
      }
    });
    const guests = [0, 1].map(async () => {
      const guest = new Listener(base, log);
      await guest.handshake();
      const cart = await guest.send('cart init', 'GET', cartPaths.init(form.id));
      expect(cart.status, cart.text).toBe(200);
      while (loading) {
        await guest.send('cart add', 'POST', cartPaths.add(cart.json.data.id), {
          product_id: form.productId,
          session_uid: guest.cookie(SESSION_COOKIE_NAME),
          quantity: 1,
        });
        await sleep(30);
      }
    });
    await sleep(500);

    // The checkouts start in the 400 ms before the cut, each at its own moment: some are in
    // placement, some in the card form, some in update-qty-sold when the database goes.
    const inFlight = checkouts.map(async (checkout) => {
      await sleep(random() * 400);
      await checkout.run();
    });
    await sleep(400);
    await proxy.cut();
    const cutAt = Date.now();

    // Meanwhile the health probe says the database is down.
    const health = new Listener(base, []);
    const saidDown = await within(3_000, async () => {
      const probe = await health.send('health', 'GET', HEALTH_PATH);
      return probe.status === 503 && probe.json?.database === 'down';
    });
    await Promise.all(inFlight);
    await sleep(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
    const probe = await health.send('health', 'GET', HEALTH_PATH);
    const restoredAt = Date.now();
    await proxy.restore();

    // Back within 5 s: each kind of request succeeds again, the health probe says so.
    const after = new Listener(base, []);
    const succeeds = (what: string, path: string) => async () => {
      const { status } = await after.send(what, 'GET', path);
      return status !== null && status >= 200 && status < 300;
    };
    const recovery = {
      'events list': await within(RECOVERY_MS, succeeds('events list', eventPaths.events())),
      'order form': await within(RECOVERY_MS, succeeds('order form', orderFormPaths.form(form.slug))),
      'a new session': await within(RECOVERY_MS, succeeds('csrf cookie', AuthPaths.csrf)),
      health: await within(RECOVERY_MS, async () => {
        const answer = await after.send('health', 'GET', HEALTH_PATH);
        return answer.status === 200 && answer.json?.database === 'up';
      }),
    };
    const recoveredIn = Date.now() - restoredAt;
    await sleep(300);
    loading = false;
    await Promise.all([...readers, ...guests]);

    // Every answer given while the database was away: a clean 503 that leaks nothing.
    const secrets = [String(proxy.port), '5432', '127.0.0.1', 'localhost', database.url!.split('/').pop()!];
    const duringOutage = log.filter((h) => h.sentAt >= cutAt && h.answeredAt <= restoredAt);
    const wrong = duringOutage
      .map((h) => ({
        what: h.what,
        status: h.status,
        problems: unavailableProblems(h, secrets),
        text: h.text.slice(0, 200),
      }))
      .filter((h) => h.problems.length > 0);
    // Around the cut (sent before, answered after): a success or the same clean 503, never another 5xx.
    const straddling = log
      .filter(
        (h) =>
          h.sentAt < cutAt && h.answeredAt >= cutAt && (h.status === null || (h.status >= 500 && h.status !== 503)),
      )
      .map((h) => ({ what: h.what, status: h.status ?? h.error, text: h.text.slice(0, 200) }));
    const slowest = Math.max(...duringOutage.map((h) => h.answeredAt - h.sentAt));
    const guestAddsBack = log.some((h) => h.what === 'cart add' && h.sentAt > restoredAt && h.status === 200);
    const interrupted = checkouts.filter((c) => c.stopped !== null).map((c) => c.stopped);
    console.log(
      `R14 database: ${duringOutage.length} answers during the outage (${countsOf(duringOutage)}), slowest ${slowest} ms; ` +
        `health said down ${saidDown} ms after the cut; back in ${recoveredIn} ms (${JSON.stringify(recovery)}); ` +
        `checkouts interrupted at ${JSON.stringify(interrupted)}; seed ${SEED}`,
    );
    const running = await Promise.race([api!.exited.then(() => false), sleep(0).then(() => true)]);
    expect(running, `the API process died during the outage:\n${api!.stderr}`).toBe(true);
    expect.soft(wrong.slice(0, 10), 'answers during the outage that are not a clean 503').toEqual([]);
    expect.soft(straddling.slice(0, 10), 'answers around the cut').toEqual([]);
    expect.soft(duringOutage.length, 'answers during the outage').toBeGreaterThan(50);
    expect.soft(slowest, 'the slowest answer during the outage (ms)').toBeLessThan(5_000);
    expect.soft(saidDown, 'ms until the health probe said the database is down').not.toBeNull();
    expect.soft(probe.json).toMatchObject({ status: 'unavailable', database: 'down', code: 'service_unavailable' });
    expect.soft(probe.retryAfter).toMatch(/^\d+$/);
    expect.soft(recovery, 'ms until each succeeded again once the database was back (null: not within 5 s)').toEqual({
      'events list': expect.any(Number),
      'order form': expect.any(Number),
      'a new session': expect.any(Number),
      health: expect.any(Number),
    });
    expect.soft(guestAddsBack, 'a guest cart add succeeded after the outage').toBe(true);
    expect.soft(interrupted.length, 'checkouts the outage interrupted').toBeGreaterThan(0);

    // The checkouts in flight go on with their keys: each ends placed once and paid once.
    const numbers = await Promise.all(checkouts.map((checkout) => checkout.finish()));
    for (const [i, checkout] of checkouts.entries()) {
      const replay = await checkout.place();
      expect(replay.status, replay.text).toBe(201);
      expect(replay.json.data.order.order_number, 'a replay of the key names the same order').toBe(numbers[i]);
    }

    // Nothing half-written, nothing doubled: R13's checks and these, once the background work settled.
    const db = database.db;
    const tally = newTally();
    for (const n of numbers) tally.sawPaid.add(n);
    let found: Record<string, Row[]> = {};
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      found = await crashInvariants(db, tally);
      for (const [name, query] of Object.entries(HALF_WRITTEN)) {
        const rows = rowsOf(await db.execute(query));
        if (rows.length > 0) found[name] = rows.slice(0, 20);
      }
      if (Object.keys(found).length === 0) break;
      await sleep(500);
    }
    expect(found).toEqual({});
    // Per key: one order, one charge (in our books; the provider's side is among R13's checks).
    const perKey = rowsOf(
      await db.execute(sql`select o.placement_key as key, count(*)::int as orders,
        coalesce(sum((select count(*) from transactions t where t.order_id = o.id and t.kind = 'charge' and t.status = 'succeeded')), 0)::int as charges
        from orders o where o.placement_key in ${checkouts.map((c) => c.key)} group by o.placement_key`),
    );
    expect(perKey.map(({ orders, charges }) => ({ orders, charges }))).toEqual(
      checkouts.map(() => ({ orders: 1, charges: 1 })),
    );
    expect(api!.lines.filter((line) => /oversold/.test(line.msg ?? ''))).toEqual([]);
    console.log(`R14 database: ${Math.round((Date.now() - started) / 1000)} s`);
  }, 180_000);
});
