import { addresses } from '@folio/account-server';
import type { UserRow } from '@folio/auth-server';
import { CART_LIFECYCLE, type CartItems } from '@folio/cart-contract';
import { cartById, itemsOf, lineRows, transitionCart, type CartRow } from '@folio/cart-server';
import type { Fulfilment, PlaceOrderInput } from '@folio/checkout-contract';
import type { Database } from '@folio/db';
import { canTransition } from '@folio/lifecycle';
import { orderTotal, subtotalOf } from '@folio/pricing';
import { formById, isOrderFormOpen, type OrderFormRow } from '@folio/order-forms-server';
import {
  createOrder,
  liveOrderOfCart,
  noticeOrder,
  orderById,
  orderViews,
  type NewOrder,
  type OrderRow,
} from '@folio/orders-server';
import { ApiError, isUuid, notFound, validationFailed } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import { PAYMENT_WINDOW_MS, TEST_ONLY_SWITCHES, type CheckoutDeps } from './checkout-deps.js';
import { conflict } from './checkout-errors.js';
import { idempotent, requestHashOf, type Answer } from './idempotent.js';
import { holdEveryLine, redeemCoupon, shippingOf } from './order-pricing.js';
import { paymentTerms, type PaymentTerms } from './payment-terms.js';
import { orderPayment, toConfirm } from './provider-payment.js';

const CART_NOT_FOUND = 'Cart not found.';

/** The cart's live order, if any: a retry with the placement's key resumes it, any other attempt meets it. */
async function liveOrderOf(tx: Database, cartId: string, key: string, resume: boolean): Promise<OrderRow | null> {
  const existing = await liveOrderOfCart(tx, cartId);
  if (!existing) return null;
  if (resume && existing.status === 'pending_payment' && existing.placementKey === key) return existing;
  if (existing.status === 'pending_payment')
    throw conflict('checkout_in_progress', 'This cart is already being checked out.', existing.orderNumber);
  throw conflict('cart_not_open', 'This cart has already been ordered.', existing.orderNumber);
}

async function checkAddress(tx: Database, userId: string, addressId: string | undefined | null) {
  if (!addressId) return;
  const [address] = await tx
    .select({ userId: addresses.userId })
    .from(addresses)
    .where(eq(addresses.id, addressId))
    .limit(1);
  if (address?.userId !== userId)
    throw validationFailed({ shipping_address_id: ['The shipping address is not one of yours.'] });
}

/**
 * Pickup or shipping: what the buyer chose if the form offers it (422 otherwise); without a choice,
 * shipping when the cart holds a rate of a form that ships, else pickup where the form offers it.
 */
function fulfilmentOf(form: OrderFormRow, cart: CartRow, input: PlaceOrderInput): Fulfilment {
  if (input.fulfilment === 'pickup' && !form.pickup)
    throw validationFailed({ fulfilment: ['This order form does not offer pickup.'] });
  if (input.fulfilment === 'shipping' && !form.shipping)
    throw validationFailed({ fulfilment: ['This order form does not ship.'] });
  if (input.fulfilment) return input.fulfilment;
  return form.shipping && (cart.shippingRateId || !form.pickup) ? 'shipping' : 'pickup';
}

/** The order row, its plan and its lines (a snapshot of the cart's), in the placement's transaction. */
function writeOrder(
  tx: Database,
  args: {
    user: UserRow;
    cart: CartRow;
    form: OrderFormRow;
    key: string;
    at: Date;
    input: PlaceOrderInput;
    terms: PaymentTerms;
    money: { subtotal: number; discount: number; shipping: number; total: number };
    couponId: string | null;
    couponCode: string | null;
    fulfilment: Fulfilment;
    shippingName: string | null;
    items: CartItems;
  },
): Promise<OrderRow> {
  const { user, cart, form, at, terms, money } = args;
  return createOrder(tx, {
    order: {
      userId: user.id,
      cartId: cart.id,
      cartUid: cart.cartUid,
      orderFormId: form.id,
      sellerId: form.sellerId,
      eventId: form.eventId,
      paymentMode: terms.mode,
      currency: form.currency,
      subtotalMinor: money.subtotal,
      discountMinor: money.discount,
      shippingMinor: money.shipping,
      totalMinor: money.total,
      firstPaymentMinor: terms.firstPaymentMinor,
      couponId: args.couponId,
      couponCode: args.couponCode,
      shippingRateId: money.shipping > 0 || args.shippingName ? cart.shippingRateId : null,
      shippingAddressId:
        args.fulfilment === 'pickup' ? null : (args.input.shipping_address_id ?? cart.shippingAddressId),
      shippingName: args.shippingName,
      terms: form.terms,
      refundPolicy: form.refundPolicy,
      depositPolicy: terms.mode === 'deposit' ? form.depositPolicy : null,
      instalmentPolicy: terms.plan.length > 0 ? form.instalmentPolicy : null,
      acceptedAt: at,
      cancelPolicy: form.cancelPolicy,
      missedPaymentOutcome: form.missedPaymentOutcome,
      placementKey: args.key,
      paymentExpiresAt: new Date(at.getTime() + PAYMENT_WINDOW_MS),
      createdAt: at,
      updatedAt: at,
    },
    instalments: terms.plan.map((p) => ({
      sequence: p.sequence,
      dueDate: p.dueDate,
      amountMinor: p.amountMinor,
      nextAttemptAt: new Date(`${p.dueDate}T00:00:00.000Z`),
      createdAt: at,
      updatedAt: at,
    })),
    lines: linesOf(args.items),
  });
}

/**
 * Places the order of a cart in one transaction: the cart locked, its lines holding their units
 * (409 out_of_stock otherwise, and no payment), the coupon redeemed under its lock, the order and
 * its plan written from a snapshot, the cart `pending_order` with its holds running to the end of
 * the payment window. Then the provider's payment is created (key `order-{id}-payment`).
 */
async function place(
  deps: CheckoutDeps,
  user: UserRow,
  cartId: string,
  input: PlaceOrderInput,
  key: string,
): Promise<Answer> {
  const { db } = deps;
  const at = (deps.now ?? (() => new Date()))();
  if (!isUuid(cartId)) throw notFound(CART_NOT_FOUND);
  if (input.mode === 'deposit' && !user.emailVerifiedAt)
    throw conflict('email_unverified', 'Your email address is not verified.');
  const order = await db.transaction(async (tx) => {
    const cart = await cartById(tx, cartId.toLowerCase(), { lock: true });
    if (!cart || cart.userId !== user.id) throw notFound(CART_NOT_FOUND);
    const resumed = await liveOrderOf(tx, cart.id, key, !deps[TEST_ONLY_SWITCHES]?.skipPlacementResume);
    if (resumed) return resumed;
    if (!canTransition(CART_LIFECYCLE, 'checkout', cart.status))
      throw conflict('cart_not_open', 'This cart can no longer be checked out.');
    const form = await formById(tx, cart.orderFormId);
    if (!form || !isOrderFormOpen(form, at))
      throw new ApiError(422, 'cart_refused', `${form?.title ?? 'This form'} is closed and takes no more orders.`);
    const lines = await lineRows(tx, [cart.id], { lock: true });
    if (lines.length === 0) throw new ApiError(422, 'cart_refused', 'Your cart is empty.');
    const fulfilment = fulfilmentOf(form, cart, input);
    if (fulfilment === 'shipping') await checkAddress(tx, user.id, input.shipping_address_id);
    const { price: shipping, rate } =
      fulfilment === 'pickup' ? { price: 0, rate: null } : await shippingOf(tx, cart, form);
    if (fulfilment === 'shipping' && !rate) throw validationFailed({ shipping_rate_id: ['Choose a shipping option.'] });
    await holdEveryLine(tx, lines, at, new Date(at.getTime() + PAYMENT_WINDOW_MS));
    const items = (await itemsOf(tx, lines, at)).get(cart.id) ?? { products: [], bundles: [] };
    const subtotal = subtotalOf(items);
    const { discount, coupon } = await redeemCoupon(tx, cart, form, user.id, subtotal, at);
    const total = orderTotal({ subtotalMinor: subtotal, discountMinor: discount, shippingMinor: shipping });
    if (total < 1) throw new ApiError(422, 'cart_refused', 'There is nothing to pay for this cart.');
    const terms = paymentTerms(form, input, total, at);
    const written = await writeOrder(tx, {
      user,
      cart,
      form,
      key,
      at,
      input,
      terms,
      money: { subtotal, discount, shipping, total },
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      fulfilment,
      shippingName: rate?.name ?? null,
      items,
    });
    await transitionCart(tx, cart.id, 'checkout', { updatedAt: at });
    await noticeOrder(tx, written.id, { event: 'placed' }, at);
    return written;
  });
  deps.crash?.('placement.after-order');
  const payment = await orderPayment(deps, user, order);
  const fresh = await orderById(db, order.id);
  const [view] = await orderViews(db, deps.catalog, [fresh!], at);
  return { status: 201, body: { data: { order: view, payment: await toConfirm(deps.provider, payment, at) } } };
}

/** The order's lines: the cart's, titles, choices and prices copied. */
function linesOf(items: CartItems): NewOrder['lines'] {
  return [
    ...items.products.map((line) => ({
      productId: line.product_id,
      variantId: line.product_variant_id,
      bundleId: null,
      title: line.title,
      variantName: line.variant_name,
      choices: [],
      quantity: line.quantity,
      unitMinor: line.unit_price_minor,
      totalMinor: line.price_total,
    })),
    ...items.bundles.map((line) => ({
      productId: null,
      variantId: null,
      bundleId: line.bundle_id,
      title: line.title,
      variantName: null,
      choices: line.product_variants.map((choice) => ({
        product_title: choice.product_title,
        variant_name: choice.variant_name,
      })),
      quantity: line.quantity,
      unitMinor: line.unit_price_minor,
      totalMinor: line.price_total,
    })),
  ];
}

/** POST /api/cart/{id}/checkout: once per Idempotency-Key (see `idempotent`). */
export function placeOrder(
  deps: CheckoutDeps,
  user: UserRow,
  cartId: string,
  input: PlaceOrderInput,
  key: string,
): Promise<Answer> {
  const run = () => place(deps, user, cartId, input, key);
  if (deps[TEST_ONLY_SWITCHES]?.skipIdempotencyClaim) return run();
  return idempotent(
    deps.db,
    { userId: user.id, key, scope: 'checkout', target: cartId.toLowerCase(), requestHash: requestHashOf(input) },
    run,
    { at: (deps.now ?? (() => new Date()))(), instance: deps.instance },
  );
}
