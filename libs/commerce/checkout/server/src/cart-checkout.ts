import { addresses } from '@folio/account-server';
import type { Cart, CartOrderPreview } from '@folio/cart-contract';
import {
  cartById,
  cartViews,
  HOLDING_STATUSES,
  holdingCartsOf,
  setCartShipping,
  shippingRateOfForm,
  type CartRow,
} from '@folio/cart-server';
import type { DepositQuote, ReadyCart, ShippingChoiceInput } from '@folio/checkout-contract';
import { formById, formsByIds, isOrderFormOpen, type OrderFormRow } from '@folio/order-forms-server';
import type { Order } from '@folio/orders-contract';
import { depositOffer, orderTotal } from '@folio/pricing';
import { latestOrderOfCart, orderViews, pendingOrdersByCart } from '@folio/orders-server';
import { ApiError, isUuid, notFound, validationFailed } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import type { CheckoutDeps } from './checkout-deps.js';
import { conflict } from './checkout-errors.js';

const CART_NOT_FOUND = 'Cart not found.';

async function ownCart(deps: Pick<CheckoutDeps, 'db'>, cartId: string, userId: string): Promise<CartRow> {
  if (!isUuid(cartId)) throw notFound(CART_NOT_FOUND);
  const cart = await cartById(deps.db, cartId.toLowerCase());
  if (!cart || cart.userId !== userId) throw notFound(CART_NOT_FOUND);
  return cart;
}

/** What an order of the cart comes to now (as the cart's own preview counts it). */
function previewOf(cart: Cart, form: OrderFormRow, at: Date): CartOrderPreview {
  const discount = cart.coupon?.discount_minor ?? 0;
  const shipping = cart.shipping?.price_minor ?? 0;
  const total = orderTotal({ subtotalMinor: cart.subtotal_minor, discountMinor: discount, shippingMinor: shipping });
  const offer = depositOffer(form, total, at);
  return {
    cart_id: cart.id,
    currency: cart.order_form.currency,
    subtotal_minor: cart.subtotal_minor,
    discount_minor: discount,
    shipping_minor: shipping,
    total_minor: total,
    total_quantity: cart.total_quantity,
    deposit: offer ? { percent: offer.percent, amount_minor: offer.minimum } : null,
  };
}

export function cartCheckout(deps: CheckoutDeps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  return {
    /** PATCH /api/cart/{id}/shipping: the rate must be the form's and fit the address's country; a new choice is a new cart_uid. */
    async chooseShipping(cartId: string, userId: string, input: ShippingChoiceInput): Promise<Cart> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const cart = await cartById(
          tx,
          (isUuid(cartId) ? cartId : '00000000-0000-0000-0000-000000000000').toLowerCase(),
          { lock: true },
        );
        if (!cart || cart.userId !== userId) throw notFound(CART_NOT_FOUND);
        const pending = (await pendingOrdersByCart(tx, [cart.id])).get(cart.id);
        if (pending)
          throw conflict(
            'checkout_in_progress',
            'This cart is being paid for; its shipping can no longer change.',
            pending.orderNumber,
          );
        if (!HOLDING_STATUSES.includes(cart.status as (typeof HOLDING_STATUSES)[number]))
          throw new ApiError(422, 'cart_refused', 'This cart has been checked out and can no longer be changed.');
        const form = await formById(tx, cart.orderFormId);
        if (!form?.shipping) throw validationFailed({ shipping_rate_id: ['This order form does not ship.'] });
        const [address] = await tx.select().from(addresses).where(eq(addresses.id, input.shipping_address_id)).limit(1);
        if (address?.userId !== userId)
          throw validationFailed({ shipping_address_id: ['The shipping address is not one of yours.'] });
        const rate = await shippingRateOfForm(tx, input.shipping_rate_id, form.id);
        if (!rate || (rate.countryCode !== null && rate.countryCode !== address.countryCode))
          throw validationFailed({ shipping_rate_id: ['This shipping option is not available for that address.'] });
        return setCartShipping(tx, cart, { rateId: rate.id, addressId: input.shipping_address_id }, at);
      });
      return (await cartViews(db, deps.catalog, [row], at, null))[0]!;
    },

    /** GET /api/checkout/ready: the reader's open carts with lines, of forms still taking orders. */
    async ready(userId: string): Promise<ReadyCart[]> {
      const at = now();
      const rows = await holdingCartsOf(db, userId);
      if (rows.length === 0) return [];
      const form = await formsByIds(
        db,
        rows.map((r) => r.orderFormId),
      );
      const views = await cartViews(db, deps.catalog, rows, at, null, [...form.values()]);
      const pending = await pendingOrdersByCart(
        db,
        rows.map((r) => r.id),
      );
      return views
        .filter((cart) => cart.total_quantity > 0 && isOrderFormOpen(form.get(cart.order_form.id)!, at))
        .map((cart) => ({
          cart,
          order: previewOf(cart, form.get(cart.order_form.id)!, at),
          pending_order_number: pending.get(cart.id)?.orderNumber ?? null,
        }));
    },

    /** GET /api/cart/{id}/deposit: the deposit the form allows on this cart now, or null. */
    async depositQuote(cartId: string, userId: string): Promise<DepositQuote | null> {
      const at = now();
      const cart = await ownCart(deps, cartId, userId);
      const form = await formById(db, cart.orderFormId);
      const [view] = await cartViews(db, deps.catalog, [cart], at, null, form ? [form] : []);
      if (!form || !view) return null;
      const preview = previewOf(view, form, at);
      const offer = depositOffer(form, preview.total_minor, at);
      if (!offer) return null;
      return {
        cart_id: cart.id,
        currency: form.currency,
        total_minor: preview.total_minor,
        percent: offer.percent,
        min_deposit_minor: offer.minimum,
        min_order_total_minor: form.minDepositTotalMinor ?? 0,
        max_instalments: offer.maxInstalments,
        close_date: form.closeDate,
        policy: form.depositPolicy,
        instalment_policy: form.instalmentPolicy,
      };
    },

    /** GET /api/cart/{id}/placed-order: the latest order placed from the reader's cart (any status), or null. */
    async placedOrder(cartId: string, userId: string): Promise<Order | null> {
      const cart = await ownCart(deps, cartId, userId);
      const row = await latestOrderOfCart(db, cart.id, userId);
      return row ? ((await orderViews(db, deps.catalog, [row], now()))[0] ?? null) : null;
    },

    ownCart: (cartId: string, userId: string) => ownCart(deps, cartId, userId),
  };
}
