import { randomBytes } from 'node:crypto';
import {
  HOLD_MINUTES,
  MAX_LINE_QUANTITY,
  type Cart,
  type CartListQuery,
  type CartOrderPreview,
  type CartSummary,
  type ShippingOption,
  type StockCheckLine,
} from '@folio/cart-contract';
import type { Database } from '@folio/db';
import {
  bundleParts,
  formById,
  formByIdOrUid,
  formIdsOfEvent,
  isOrderFormOpen,
  lockStock,
  type OrderFormRow,
} from '@folio/order-forms-server';
import { ApiError, notFound } from '@folio/server-kit';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { cartById } from './cart.reads.js';
import { couponUsesBesides } from './coupon-redemptions.js';
import type { CartDeps } from './cart-deps.js';
import { addPlainProduct } from './cart-add-plain.js';
import { CART_REFUSED, productSpec, refused, resolveLine, type LineInput, type LineSpec } from './cart-lines.js';
import { lineLimits } from './cart-limits.js';
import type { Caller } from './cart-session.js';
import {
  cartSummaries,
  cartViews,
  couponApplies,
  itemsOf,
  lineRows,
  loadItems,
  quantityOf,
  shippingOption,
  type LineRow,
} from './cart-view.js';
import {
  cartItems,
  cartItemVariants,
  carts,
  coupons,
  shippingRates,
  type CartItemRow,
  type CartRow,
  type CouponRow,
} from './cart.table.js';
import { cartAwaitsPayment } from '@folio/orders-server';
import { depositOffer, orderTotal } from '@folio/pricing';
import { transitionCart } from './cart.lifecycle.js';
import { bundleRoom, heldUnits, HOLDING_STATUSES, productRoom } from './stock.js';

export { CART_REFUSED };

const CART_NOT_FOUND = 'Cart not found.';
export const HOLD_MS = HOLD_MINUTES * 60 * 1000;
export const newCartUid = () => randomBytes(16).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's carts: their account's, and their session's guest carts. Nothing for a caller with neither. */
export function ownedBy(caller: Caller): SQL | null {
  const own: SQL[] = [];
  if (caller.userId) own.push(eq(carts.userId, caller.userId));
  if (caller.sessionUid) own.push(and(isNull(carts.userId), eq(carts.sessionUid, caller.sessionUid))!);
  return own.length === 0 ? null : or(...own)!;
}

export const isOwner = (cart: Pick<CartRow, 'userId' | 'sessionUid'>, caller: Caller) =>
  (caller.userId !== null && cart.userId === caller.userId) ||
  (cart.userId === null && caller.sessionUid !== null && cart.sessionUid === caller.sessionUid);

export function cartService({ db, catalog, now = () => new Date() }: Pick<CartDeps, 'db' | 'catalog' | 'now'>) {
  const view = async (row: CartRow, caller: Caller): Promise<Cart> =>
    (await cartViews(db, catalog, [row], now(), caller.sessionUid))[0]!;

  /** The caller's cart by id, or 404 (for a guessed id, another visitor's or another account's cart alike). */
  async function owned(tx: Database, cartId: string, caller: Caller, lock = false): Promise<CartRow> {
    if (!UUID.test(cartId)) throw notFound(CART_NOT_FOUND);
    const cart = await cartById(tx, cartId.toLowerCase(), { lock });
    if (!cart || !isOwner(cart, caller)) throw notFound(CART_NOT_FOUND);
    return cart;
  }

  /**
   * The caller's cart, locked and touched (`updated_at`) in one statement, with its form: the
   * UPDATE takes the cart row's lock as SELECT … FOR UPDATE would, and a refusal rolls the touch back.
   */
  async function lockAndTouch(
    tx: Database,
    cartId: string,
    caller: Caller,
    at: Date,
  ): Promise<{ cart: CartRow; form: OrderFormRow }> {
    if (!UUID.test(cartId)) throw notFound(CART_NOT_FOUND);
    const [cart] = await tx.update(carts).set({ updatedAt: at }).where(eq(carts.id, cartId.toLowerCase())).returning();
    if (!cart || !isOwner(cart, caller)) throw notFound(CART_NOT_FOUND);
    return { cart, form: await formOf(tx, cart) };
  }

  async function formOf(tx: Database, cart: CartRow): Promise<OrderFormRow> {
    const form = await formById(tx, cart.orderFormId);
    if (!form) throw notFound(CART_NOT_FOUND);
    return form;
  }

  function changeable(cart: CartRow) {
    if (!HOLDING_STATUSES.includes(cart.status as (typeof HOLDING_STATUSES)[number]))
      throw refused('This cart has been checked out and can no longer be changed.');
  }

  /**
   * A cart whose order waits for its payment keeps its lines as they are (their holds are the
   * order's stock until it is paid or expires): 409 checkout_in_progress. The orders module says
   * whether one of its orders waits on this cart. Call with the cart row locked.
   */
  async function notBeingPaid(tx: Database, cart: CartRow) {
    if (cart.status !== 'pending_order') return;
    if (await cartAwaitsPayment(tx, cart.id))
      throw new ApiError(
        409,
        'checkout_in_progress',
        'This cart is being paid for and cannot change until the payment ends.',
      );
  }

  function takingOrders(form: OrderFormRow, at: Date) {
    if (!isOrderFormOpen(form, at)) throw refused(`${form.title} is closed and takes no more orders.`);
  }

  const touch = (tx: Database, cartId: string, values: Partial<CartRow> = {}) =>
    tx
      .update(carts)
      .set({ ...values, updatedAt: now() })
      .where(eq(carts.id, cartId));

  async function findLine(tx: Database, cartId: string, key: string): Promise<CartItemRow | undefined> {
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.lineKey, key)))
      .limit(1)
      .for('update');
    return line;
  }

  /** Sets a line's quantity (creating it), holding its units until HOLD_MINUTES from now. */
  async function holdLine(
    tx: Database,
    cartId: string,
    spec: LineSpec,
    quantity: number,
    existing: CartItemRow | undefined,
    at: Date,
  ): Promise<CartItemRow> {
    const heldUntil = new Date(at.getTime() + HOLD_MS);
    if (existing) {
      await tx.update(cartItems).set({ quantity, heldUntil, updatedAt: at }).where(eq(cartItems.id, existing.id));
      return { ...existing, quantity, heldUntil, updatedAt: at };
    }
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId,
        lineKey: spec.key,
        productId: spec.kind === 'product' ? spec.product.id : null,
        variantId: spec.kind === 'product' ? (spec.variant?.id ?? null) : null,
        bundleId: spec.kind === 'bundle' ? spec.bundle.id : null,
        quantity,
        heldUntil,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (spec.kind === 'bundle' && spec.choices.length > 0) {
      await tx.insert(cartItemVariants).values(spec.choices.map((choice) => ({ cartItemId: line!.id, ...choice })));
    }
    return line!;
  }

  /** The cart's lines after a change: the changed line in place (or added), in the order the cart shows them. */
  function withLine(lines: readonly LineRow[], line: CartItemRow, spec: LineSpec): LineRow[] {
    const row: LineRow =
      spec.kind === 'product'
        ? { line, product: spec.product, variant: spec.variant, bundle: null }
        : { line, product: null, variant: null, bundle: spec.bundle };
    const others = lines.filter((other) => other.line.id !== line.id);
    return [...others, row].sort(
      (a, b) =>
        a.line.createdAt.getTime() - b.line.createdAt.getTime() ||
        (a.line.id < b.line.id ? -1 : a.line.id > b.line.id ? 1 : 0),
    );
  }

  /** Add (raise by `quantity`) or adjust (set to `quantity`) a line, in one transaction with the cart (and any limited stock) locked. */
  async function change(
    cartId: string,
    caller: Caller,
    input: LineInput & { quantity: number },
    mode: 'add' | 'adjust',
  ) {
    const at = now();
    // Most adds are a product without limits: one call does those (see addPlainProduct).
    const plain =
      mode === 'add' && 'product_id' in input && (caller.userId || caller.sessionUid) && UUID.test(cartId)
        ? await addPlainProduct(db, {
            cartId: cartId.toLowerCase(),
            caller,
            productId: input.product_id.toLowerCase(),
            variantId: input.variant_id?.toLowerCase() ?? null,
            quantity: input.quantity,
            at,
            heldUntil: new Date(at.getTime() + HOLD_MS),
          })
        : null;
    const { row, form, lines } = plain
      ? {
          row: plain.cart,
          form: plain.form,
          lines: withLine(plain.lines, plain.line, productSpec(plain.product, plain.variant)),
        }
      : await changeInTransaction(cartId, caller, input, mode, at);
    const at2 = now();
    const items = await itemsOf(db, lines, at2);
    return (await cartViews(db, catalog, [row], at2, caller.sessionUid, [form], items))[0]!;
  }

  /** The full path of `change`: every rule, with the words of the one that refuses. */
  async function changeInTransaction(
    cartId: string,
    caller: Caller,
    input: LineInput & { quantity: number },
    mode: 'add' | 'adjust',
    at: Date,
  ) {
    return db.transaction(async (tx) => {
      // A line change is a hold, not money: it commits without waiting for the WAL flush (about
      // 1 ms of fsync per add on a plain disk). An app crash loses nothing; only a crash of the
      // database server itself can drop the last fraction of a second of holds, and checkout checks
      // stock again. Orders and payments commit synchronously.
      await tx.execute(sql`set local synchronous_commit = off`);
      let changed: CartItemRow;
      // Locks in the one order every writer takes: the cart, its lines, the limited products (id order), the bundle.
      const { cart, form } = await lockAndTouch(tx, cartId, caller, at);
      changeable(cart);
      await notBeingPaid(tx, cart);
      takingOrders(form, at);
      // The cart's lines, locked (after the cart, before the products): the changed line is among them, and the answer is built from them.
      const lines = await lineRows(tx, [cart.id], { lock: true });
      const spec = await resolveLine(tx, form, input);
      const existing = lines.find((row) => row.line.lineKey === spec.key)?.line;
      if (mode === 'adjust' && !existing) throw notFound('That item is not in this cart.');
      const wanted = mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
      const stillHeld = existing !== undefined && existing.heldUntil.getTime() > at.getTime();
      if (mode === 'adjust' && stillHeld && wanted <= existing.quantity) {
        // Fewer of a line that still holds its units: nothing to check, the hold keeps its time.
        await tx.update(cartItems).set({ quantity: wanted, updatedAt: at }).where(eq(cartItems.id, existing.id));
        changed = { ...existing, quantity: wanted, updatedAt: at };
      } else {
        if (wanted > MAX_LINE_QUANTITY)
          throw refused(`You can have at most ${MAX_LINE_QUANTITY} of ${spec.title} in one cart.`);
        const limits = await lineLimits(
          tx,
          {
            cart,
            form,
            caller,
            now: at,
            exclude: existing ? [existing.id] : [],
            cartLines: lines.map((row) => row.line),
          },
          spec,
        );
        if (wanted > limits.max) {
          if (mode === 'add' && limits.message?.startsWith('Only ') && existing) {
            const more = Math.max(0, limits.max - existing.quantity);
            throw refused(
              more === 0 ? `${spec.title} is sold out.` : `Only ${more} more of ${spec.title} can be added.`,
            );
          }
          throw refused(limits.message ?? `${spec.title} is sold out.`);
        }
        changed = await holdLine(tx, cart.id, spec, wanted, existing, at);
      }
      return { row: cart, form, lines: withLine(lines, changed, spec) };
    });
  }

  return {
    view,

    /** The caller's cart for a form (by id or uid), made when they have none. */
    async init(formRef: string, caller: Caller & { sessionUid: string }): Promise<Cart> {
      const form = await formByIdOrUid(db, formRef);
      if (!form) throw notFound('Order form not found.');
      const mine = caller.userId
        ? eq(carts.userId, caller.userId)
        : and(isNull(carts.userId), eq(carts.sessionUid, caller.sessionUid))!;
      const current = () =>
        db
          .select()
          .from(carts)
          .where(and(mine, eq(carts.orderFormId, form.id), inArray(carts.status, [...HOLDING_STATUSES])))
          .limit(1);
      let [cart] = await current();
      if (!cart) {
        const at = now();
        await db
          .insert(carts)
          .values({
            cartUid: newCartUid(),
            orderFormId: form.id,
            sessionUid: caller.sessionUid,
            userId: caller.userId,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing();
        [cart] = await current();
      }
      return view(cart!, caller);
    },

    async get(cartId: string, caller: Caller): Promise<Cart> {
      return view(await owned(db, cartId, caller), caller);
    },

    async list(caller: Caller, query: CartListQuery) {
      const own = ownedBy(caller);
      const meta = (total: number) => ({
        current_page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      });
      if (!own) return { data: [] as Cart[], meta: meta(0) };
      const where: SQL[] = [own];
      if (query.status) where.push(eq(carts.status, query.status));
      if (query.date_from) where.push(gte(carts.createdAt, new Date(`${query.date_from}T00:00:00Z`)));
      if (query.date_to)
        where.push(lt(carts.createdAt, new Date(new Date(`${query.date_to}T00:00:00Z`).getTime() + 86_400_000)));
      if (query.event) {
        where.push(inArray(carts.orderFormId, await formIdsOfEvent(db, query.event.toLowerCase())));
      }
      const column = query.sort_by === 'updated_at' ? carts.updatedAt : carts.createdAt;
      const order = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(carts)
          .where(and(...where))
          .orderBy(order(column), order(carts.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ n: count() })
          .from(carts)
          .where(and(...where)),
      ]);
      return { data: await cartViews(db, catalog, rows, now(), caller.sessionUid), meta: meta(total?.n ?? 0) };
    },

    async summary(caller: Caller): Promise<Record<string, CartSummary>> {
      const own = ownedBy(caller);
      if (!own) return {};
      const rows = await db
        .select()
        .from(carts)
        .where(and(own, inArray(carts.status, [...HOLDING_STATUSES])))
        .orderBy(asc(carts.createdAt));
      // A signed-in reader may still have a guest cart of the same form (before it joins the account): the account's wins.
      const sorted = [...rows].sort((a, b) => Number(a.userId !== null) - Number(b.userId !== null));
      return cartSummaries(db, sorted, now());
    },

    add: (cartId: string, caller: Caller, input: LineInput & { quantity: number }) =>
      change(cartId, caller, input, 'add'),
    adjust: (cartId: string, caller: Caller, input: LineInput & { quantity: number }) =>
      change(cartId, caller, input, 'adjust'),

    async remove(cartId: string, caller: Caller, input: LineInput): Promise<Cart> {
      const row = await db.transaction(async (tx) => {
        const cart = await owned(tx, cartId, caller, true);
        changeable(cart);
        await notBeingPaid(tx, cart);
        const spec = await resolveLine(tx, await formOf(tx, cart), input);
        const line = await findLine(tx, cart.id, spec.key);
        if (!line) throw notFound('That item is not in this cart.');
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        await touch(tx, cart.id);
        return cart;
      });
      return view(row, caller);
    },

    async message(cartId: string, caller: Caller, message: string): Promise<Cart> {
      const cart = await owned(db, cartId, caller);
      changeable(cart);
      await touch(db, cart.id, { message });
      return view({ ...cart, message, updatedAt: now() }, caller);
    },

    /** Deletes the cart and its lines; their holds end with them. */
    async delete(cartId: string, caller: Caller): Promise<void> {
      await db.transaction(async (tx) => {
        const cart = await owned(tx, cartId, caller, true);
        changeable(cart);
        await notBeingPaid(tx, cart);
        await tx.delete(carts).where(eq(carts.id, cart.id));
      });
    },

    async pendingOrder(cartId: string, caller: Caller): Promise<Cart> {
      const cart = await owned(db, cartId, caller);
      changeable(cart);
      const items = (await loadItems(db, [cart.id], now())).get(cart.id);
      if (!items || quantityOf(items) === 0) throw refused('Your cart is empty.');
      const moved = await transitionCart(db, cart.id, 'checkout', { updatedAt: now() });
      return view(moved ?? cart, caller);
    },

    async items(cartId: string, caller: Caller) {
      const cart = await owned(db, cartId, caller);
      return (await loadItems(db, [cart.id], now())).get(cart.id) ?? { products: [], bundles: [] };
    },

    /**
     * Holds every line's units again where stock allows: lines still held stay `held`, lapsed ones
     * that fit are `renewed`, the rest are `short` (fewer left) or `sold_out`. Lines stay as they are.
     */
    async checkStock(cartId: string, caller: Caller): Promise<{ ok: boolean; lines: StockCheckLine[] }> {
      const at = now();
      return db.transaction(async (tx) => {
        const cart = await owned(tx, cartId, caller, true);
        const form = await formOf(tx, cart);
        const lines = await tx
          .select()
          .from(cartItems)
          .where(eq(cartItems.cartId, cart.id))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
        const parts = await bundleParts(
          tx,
          lines.flatMap((line) => (line.bundleId ? [line.bundleId] : [])),
        );
        const productIds = [
          ...lines.flatMap((line) => (line.productId ? [line.productId] : [])),
          ...[...parts.values()].flat().map((part) => part.productId),
        ];
        const bundleIds = lines.flatMap((line) => (line.bundleId ? [line.bundleId] : []));
        // Everything the cart draws on, locked at once in the one order every writer uses.
        const locked = await lockStock(tx, productIds, bundleIds);
        const titles = new Map<string, string>([
          ...[...locked.products.values()].map((p) => [p.id, p.title] as const),
          ...[...locked.bundles.values()].map((b) => [b.id, b.title] as const),
        ]);
        const result: StockCheckLine[] = [];
        const open =
          isOrderFormOpen(form, at) && HOLDING_STATUSES.includes(cart.status as (typeof HOLDING_STATUSES)[number]);
        for (const line of lines) {
          const kind = line.productId ? 'product' : 'bundle';
          const title = titles.get((line.productId ?? line.bundleId)!) ?? '';
          if (line.heldUntil.getTime() > at.getTime()) {
            result.push({
              line_id: line.id,
              kind,
              title,
              requested: line.quantity,
              available: line.quantity,
              status: 'held',
              held_until: line.heldUntil.toISOString(),
            });
            continue;
          }
          const held = await heldUnits(tx, { productIds, bundleIds }, at, [line.id]);
          const room = line.productId
            ? productRoom(locked.products.get(line.productId)!, held)
            : bundleRoom(locked.bundles.get(line.bundleId!)!, parts.get(line.bundleId!) ?? [], locked.products, held);
          const available = room === null ? line.quantity : Math.min(room, line.quantity);
          if (open && available >= line.quantity) {
            const heldUntil = new Date(at.getTime() + HOLD_MS);
            await tx.update(cartItems).set({ heldUntil, updatedAt: at }).where(eq(cartItems.id, line.id));
            result.push({
              line_id: line.id,
              kind,
              title,
              requested: line.quantity,
              available,
              status: 'renewed',
              held_until: heldUntil.toISOString(),
            });
          } else {
            result.push({
              line_id: line.id,
              kind,
              title,
              requested: line.quantity,
              available: open ? available : 0,
              status: open && available > 0 ? 'short' : 'sold_out',
              held_until: null,
            });
          }
        }
        return { ok: result.every((line) => line.status === 'held' || line.status === 'renewed'), lines: result };
      });
    },

    /** The form's rates for a country, else its rates for everywhere else; none when the form does not ship. */
    async shippingOptions(cartId: string, caller: Caller, countryCode: string): Promise<ShippingOption[]> {
      const cart = await owned(db, cartId, caller);
      const form = await formOf(db, cart);
      if (!form.shipping) return [];
      const rates = await db
        .select()
        .from(shippingRates)
        .where(
          and(
            eq(shippingRates.orderFormId, form.id),
            or(eq(shippingRates.countryCode, countryCode), isNull(shippingRates.countryCode)),
          ),
        )
        .orderBy(asc(shippingRates.position), asc(shippingRates.priceMinor), asc(shippingRates.id));
      const own = rates.filter((rate) => rate.countryCode === countryCode);
      return (own.length > 0 ? own : rates).map(shippingOption);
    },

    async order(cartId: string, caller: Caller): Promise<CartOrderPreview> {
      const cart = await owned(db, cartId, caller);
      const [v] = await cartViews(db, catalog, [cart], now(), caller.sessionUid);
      const form = await formById(db, cart.orderFormId);
      const subtotal = v!.subtotal_minor;
      const discount = v!.coupon?.discount_minor ?? 0;
      const shipping = v!.shipping?.price_minor ?? 0;
      const total = orderTotal({ subtotalMinor: subtotal, discountMinor: discount, shippingMinor: shipping });
      // The one deposit rule (the deposit page and the placement go by it too).
      const offer = form ? depositOffer(form, total, now()) : null;
      const deposit = offer ? { percent: offer.percent, amount_minor: offer.minimum } : null;
      return {
        cart_id: cart.id,
        currency: v!.order_form.currency,
        subtotal_minor: subtotal,
        discount_minor: discount,
        shipping_minor: shipping,
        total_minor: total,
        total_quantity: v!.total_quantity,
        deposit,
      };
    },

    async applyCoupon(cartId: string, caller: Caller, code: string): Promise<Cart> {
      const cart = await owned(db, cartId, caller);
      changeable(cart);
      const form = await formOf(db, cart);
      const [coupon] = await db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`).limit(1);
      const problem = coupon ? await couponProblem(coupon, form, cart, caller) : 'This coupon code is not valid.';
      if (problem) throw refused(problem);
      await touch(db, cart.id, { couponId: coupon!.id });
      return view({ ...cart, couponId: coupon!.id, updatedAt: now() }, caller);
    },

    async removeCoupon(cartId: string, caller: Caller): Promise<Cart> {
      const cart = await owned(db, cartId, caller);
      changeable(cart);
      await touch(db, cart.id, { couponId: null });
      return view({ ...cart, couponId: null, updatedAt: now() }, caller);
    },

    /** Whether the cart's coupon still applies; a read (the cart shows no coupon that has stopped applying). */
    async revalidateCoupon(cartId: string, caller: Caller) {
      const cart = await owned(db, cartId, caller);
      const form = await formOf(db, cart);
      const [coupon] = cart.couponId
        ? await db.select().from(coupons).where(eq(coupons.id, cart.couponId)).limit(1)
        : [];
      const problem = coupon ? await couponProblem(coupon, form, cart, caller) : null;
      const message = !coupon ? 'No coupon is applied.' : (problem ?? 'The coupon is valid.');
      return { data: { valid: problem === null, cart: await view(cart, caller) }, message };
    },
  };

  /** Why a coupon does not apply to this cart now, or null when it does. */
  async function couponProblem(
    coupon: CouponRow,
    form: OrderFormRow,
    cart: CartRow,
    caller: Caller,
  ): Promise<string | null> {
    const at = now();
    if (coupon.orderFormId !== null && coupon.orderFormId !== form.id)
      return 'This coupon code is not valid for this order form.';
    if (coupon.startsAt && coupon.startsAt.getTime() > at.getTime()) return 'This coupon is not valid yet.';
    if (!couponApplies(coupon, form, at)) return 'This coupon has expired.';
    if (coupon.usageLimit !== null && (await couponUsesBesides(db, coupon.id, cart.id)) >= coupon.usageLimit)
      return 'This coupon has reached its usage limit.';
    if (
      coupon.perCustomerLimit !== null &&
      (await couponUsesBesides(db, coupon.id, cart.id, caller)) >= coupon.perCustomerLimit
    )
      return 'You have already used this coupon as many times as it allows.';
    return null;
  }
}

export type CartService = ReturnType<typeof cartService>;
