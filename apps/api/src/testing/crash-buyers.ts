import { randomUUID } from 'node:crypto';
import { AuthPaths } from '@folio/auth-contract';
import { cartPaths, SESSION_COOKIE_NAME } from '@folio/cart-contract';
import { checkoutPaths, IDEMPOTENCY_KEY_HEADER } from '@folio/checkout-contract';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import { orderPaths } from '@folio/orders-contract';
import { EMBEDDED_PAY_BASE_PATH } from '@folio/payments-contract';
import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';

/*
 * The buyers of the R13 crash test (`checkout-crash.reliability.test.ts`): real HTTP against the
 * API process, which a supervisor kills and restarts meanwhile. Each buyer behaves as the web
 * client does after a network error: a read or an idempotent call is sent again, a placement again
 * with the same Idempotency-Key, a card confirmation is never sent twice but its payment's status
 * is asked for instead.
 */

export const CARDS = { ok: '4242424242424242', declined: '4000000000000002' } as const;

export interface ShopForm {
  id: string;
  products: { id: string; scarce: boolean }[];
  deposit: boolean;
  coupon: string | null;
}

export interface Reply {
  status: number;
  body: any;
}

/** What the buyers did and saw, for the summary and for the invariants. */
export interface Tally {
  /** Placements asked for (each with its own Idempotency-Key, however often it was sent). */
  checkouts: number;
  placed: number;
  /** update-qty-sold answered paid (or deposit paid): the order numbers, which must end up paid. */
  sawPaid: Set<string>;
  /** Orders the buyer cancelled, answered 200 (their refund must be complete). */
  cancelled: Set<string>;
  /** Cancels sent once and never answered (the server died): the buyer does not ask again. */
  cancelUnanswered: Set<string>;
  /** Paid orders the buyer keeps (their flow is over): the supervisor may make their instalments fall due. */
  kept: Set<string>;
  declined: number;
  /**
   * Orders whose buyer walked away after a decline, by number: the buyer may come back and pay it
   * (and takes it out of here first), or the supervisor may take it to expire it.
   */
  abandoned: Map<string, { payment: { id: string; client_secret: string }; cartId: string; formId: string }>;
  /** Walked-away orders their buyer came back to and paid. */
  returned: number;
  refused: Record<string, number>;
  deposits: number;
  /** Requests sent again after a network error or a 5xx (the server was down or dying). */
  retries: number;
  /** Placements whose first answer the buyer never read (a dropped connection), retried with the key. */
  dropped: number;
  /**
   * Set by the supervisor while a crash point on the cancel path is armed: buyers then change
   * their mind about half their paid orders instead of 6%, so the point is reached within its
   * wait however slow the machine (a slow run made too few checkouts to draw a cancel in 90 s).
   */
  cancelArmed: boolean;
}

export const newTally = (): Tally => ({
  checkouts: 0,
  placed: 0,
  sawPaid: new Set(),
  cancelled: new Set(),
  cancelUnanswered: new Set(),
  kept: new Set(),
  declined: 0,
  abandoned: new Map(),
  returned: 0,
  refused: {},
  deposits: 0,
  retries: 0,
  dropped: 0,
  cancelArmed: false,
});

/** Where the API answers now (it moves to another port at each restart). */
export interface Server {
  base(): string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How long a buyer keeps retrying one call while the server is down before giving up (a test
 * failure): longer than a restart takes on a loaded machine (the API starts from source).
 */
const GIVE_UP_MS = 180_000;
/** How long one request may take before the buyer takes the connection for dead and sends it again. */
const REQUEST_WAIT_MS = 30_000;
/**
 * A sign-in waits its turn for the password hasher (one hash at a time on two cores, each a
 * second or more when the machine is loaded): sixteen buyers signing in at once outlast
 * REQUEST_WAIT_MS, and a request sent again only queues behind the one abandoned. R13 is not
 * about sign-in: its buyers wait for the answer.
 */
const SIGN_IN_WAIT_MS = 150_000;

export class Buyer {
  private readonly jar = new CookieJar();
  private readonly fetch = makeFetchCookie(fetch, this.jar);
  /** Forms where this buyer left an unpaid order (its cart waits for it), by form: not bought from until it is paid. */
  private readonly waiting = new Map<string, string>();

  constructor(
    private readonly server: Server,
    readonly email: string,
    private readonly password: string,
    private readonly tally: Tally,
    private readonly random: () => number,
    /** The buyer's own client address (sent as X-Forwarded-For to a server trusting one proxy): sixteen readers, not one. */
    private readonly address?: string,
  ) {}

  private cookie(name: string): string {
    const base = this.server.base();
    return decodeURIComponent(this.jar.getCookiesSync(base).find((c) => c.key === name)?.value ?? '');
  }

  /** One request as the browser sends it; null when the connection failed (the server is down or was killed). */
  private async once(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply | null> {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.address) sent['x-forwarded-for'] = this.address;
    if (method !== 'GET') sent[XSRF_HEADER_NAME] = this.cookie(XSRF_COOKIE_NAME);
    if (body !== undefined) sent['content-type'] = 'application/json';
    try {
      const res = await this.fetch(`${this.server.base()}${path}`, {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(path === AuthPaths.login ? SIGN_IN_WAIT_MS : REQUEST_WAIT_MS),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      return null;
    }
  }

  /** A call that is safe to send again: sent until the server answers with something other than a 5xx. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const deadline = Date.now() + GIVE_UP_MS;
    let stale = false;
    for (let attempt = 0; ; attempt++) {
      // A fresh token when there is none, or after a 419, as the web client asks for one: a token
      // whose session a killed server never committed stays refused however often it is sent.
      if (method !== 'GET' && (stale || !this.cookie(XSRF_COOKIE_NAME))) await this.once('GET', AuthPaths.csrf);
      const reply = await this.once(method, path, body, headers);
      stale = reply?.status === 419;
      if (reply && reply.status < 500 && reply.status !== 419) return reply;
      if (Date.now() > deadline)
        throw new Error(`${method} ${path}: no answer within ${GIVE_UP_MS} ms (last: ${JSON.stringify(reply)})`);
      this.tally.retries++;
      await sleep(50 + Math.min(attempt, 10) * 50);
    }
  }

  async signIn(): Promise<void> {
    for (;;) {
      const reply = await this.call('POST', AuthPaths.login, { email: this.email, password: this.password });
      if (reply.status === 200 || reply.status === 204) return;
      // The credential gate sheds a burst of sign-ins from one address: come back in a moment.
      if (reply.status !== 429)
        throw new Error(`sign-in of ${this.email}: ${reply.status} ${JSON.stringify(reply.body)}`);
      await sleep(200 + this.random() * 800);
    }
  }

  /** A guest's cart before signing in, joined to the account at sign-in. */
  async fillGuestCart(form: ShopForm): Promise<void> {
    const cart = (await this.call('GET', cartPaths.init(form.id))).body.data;
    await this.call('POST', cartPaths.add(cart.id), {
      product_id: form.products[0]!.id,
      session_uid: this.cookie(SESSION_COOKIE_NAME),
      quantity: 1,
    });
  }

  /** Places the order with `key`, as the checkout page does: the same key again until a final answer. */
  private async place(cartId: string, body: unknown, key: string): Promise<Reply> {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
    if (this.random() < 0.1) {
      // The connection drops before the answer arrives: the first request goes on in the server.
      void this.once('POST', checkoutPaths.place(cartId), body, headers);
      this.tally.dropped++;
      await sleep(this.random() * 30);
    }
    const deadline = Date.now() + GIVE_UP_MS;
    for (;;) {
      const reply = await this.call('POST', checkoutPaths.place(cartId), body, headers);
      // The same key still being worked on (by a live request): asked again in a moment.
      if (
        !(reply.status === 409 && reply.body?.code === 'checkout_in_progress' && reply.body?.order_number === undefined)
      )
        return reply;
      if (Date.now() > deadline) throw new Error(`placement ${key} stayed in progress`);
      await sleep(100);
    }
  }

  /**
   * The card typed into the payment form. After a network error the payment's state is asked for
   * first: taken (or otherwise settled) is the answer; still waiting for a card means the
   * confirmation never went through (or was declined), so it is sent again, as the buyer would.
   */
  private async confirm(payment: { id: string; client_secret: string }, number: string): Promise<any> {
    const path = `${EMBEDDED_PAY_BASE_PATH}/payments/${encodeURIComponent(payment.id)}`;
    const card = { type: 'card', number, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Crash Test' };
    const state = async () =>
      (await this.call('GET', `${path}?client_secret=${encodeURIComponent(payment.client_secret)}`)).body.data;
    for (;;) {
      const sent = await this.once('POST', `${path}/confirm`, {
        client_secret: payment.client_secret,
        payment_method: card,
      });
      if (sent?.status === 200) return sent.body.data;
      // An earlier attempt went through meanwhile.
      if (sent?.status === 400 && sent.body?.code === 'payment_intent_unexpected_state') return state();
      if (sent && sent.status < 500 && sent.status !== 419)
        throw new Error(`confirm: ${sent.status} ${JSON.stringify(sent.body)}`);
      this.tally.retries++;
      const now = await state();
      if (now.status !== 'requires_payment_method') return now;
    }
  }

  /**
   * One checkout from cart to paid (or declined, abandoned, refused); or, when every form has an
   * order of this buyer's waiting, coming back to pay one of them. False when there is nothing
   * left to do (the supervisor took every waiting order to expire it): the buyer waits a moment.
   */
  async checkout(forms: ShopForm[]): Promise<boolean> {
    const open = forms.filter((f) => !this.waiting.has(f.id));
    const form = open[Math.floor(this.random() * open.length)];
    if (!form) return this.comeBack();
    // Now and then the scarce book, which sells out: later buyers are refused it when they add it.
    const product = form.products.find((p) => p.scarce === this.random() < 0.25) ?? form.products[0]!;
    const cart = (await this.call('GET', cartPaths.init(form.id))).body.data;
    const added = await this.call('POST', cartPaths.add(cart.id), {
      product_id: product.id,
      session_uid: this.cookie(SESSION_COOKIE_NAME),
      quantity: 1 + Math.floor(this.random() * 2),
    });
    if (added.status !== 200) return this.refused(cart.id, `add_${added.status}`);
    if (form.coupon && this.random() < 0.5) await this.call('POST', cartPaths.coupon(cart.id), { code: form.coupon });
    const deposit = form.deposit && this.random() < 0.5;
    const body = deposit
      ? { mode: 'deposit', accept_terms: true, accept_deposit_policy: true, instalments: 2 }
      : { mode: 'full', accept_terms: true };
    this.tally.checkouts++;
    const placed = await this.place(cart.id, body, randomUUID());
    if (placed.status !== 201) return this.refused(cart.id, String(placed.body?.code ?? placed.status));
    this.tally.placed++;
    if (deposit) this.tally.deposits++;
    const { order, payment } = placed.body.data;
    let paid = await this.confirm(payment, this.random() < 0.12 ? CARDS.declined : CARDS.ok);
    if (paid.status !== 'succeeded') {
      this.tally.declined++;
      if (this.random() < 0.5) {
        // Walks away: the order waits for its payment until it expires.
        this.tally.abandoned.set(order.order_number, { payment, cartId: cart.id, formId: form.id });
        this.waiting.set(form.id, order.order_number);
        return true;
      }
      paid = await this.confirm(payment, CARDS.ok);
    }
    await this.settle(order.order_number, cart.id, payment.id);
    return true;
  }

  /** Back to an order this buyer walked away from, still waiting: paid with a good card this time. */
  private async comeBack(): Promise<boolean> {
    for (const [formId, orderNumber] of this.waiting) {
      this.waiting.delete(formId);
      const left = this.tally.abandoned.get(orderNumber);
      // Taken by the supervisor to expire it: this form's cart reopens once it has expired.
      if (!left) continue;
      this.tally.abandoned.delete(orderNumber);
      this.tally.returned++;
      await this.confirm(left.payment, CARDS.ok);
      await this.settle(orderNumber, left.cartId, left.payment.id);
      return true;
    }
    await sleep(200);
    return false;
  }

  /** update-qty-sold after the card went through, then perhaps a change of mind. */
  private async settle(orderNumber: string, cartId: string, paymentId: string): Promise<void> {
    const applied = await this.call('POST', checkoutPaths.updateQtySold(cartId), {
      payment_id: paymentId,
      method: 'card',
    });
    if (applied.status !== 200)
      throw new Error(`update-qty-sold of ${orderNumber}: ${applied.status} ${JSON.stringify(applied.body)}`);
    if (applied.body.data.status === 'paid' || applied.body.data.status === 'deposit_paid')
      this.tally.sawPaid.add(orderNumber);
    if (this.random() < (this.tally.cancelArmed ? 0.5 : 0.06)) {
      // Cancelled once: after a network error this buyer does not ask again, so finishing the
      // refund is the server's job.
      const cancelled = await this.once('POST', orderPaths.cancel(orderNumber), { reason: 'changed my mind' });
      if (cancelled === null || cancelled.status >= 500) this.tally.cancelUnanswered.add(orderNumber);
      else if (cancelled.status === 200) this.tally.cancelled.add(orderNumber);
      else throw new Error(`cancel of ${orderNumber}: ${cancelled.status} ${JSON.stringify(cancelled.body)}`);
    } else if (this.tally.sawPaid.has(orderNumber)) {
      this.tally.kept.add(orderNumber);
    }
  }

  /** A refusal (sold out, coupon used up): counted, and the cart emptied so the next checkout starts afresh. */
  private async refused(cartId: string, code: string): Promise<true> {
    this.tally.refused[code] = (this.tally.refused[code] ?? 0) + 1;
    await this.call('DELETE', cartPaths.cart(cartId));
    return true;
  }
}
