import type { Cart, CartBundleItem, CartProductItem, CartSummary, CartSummaryResponse } from '@folio/cart-contract';

type Line = Pick<CartProductItem | CartBundleItem, 'price_total' | 'quantity'>;
const lines = (cart: Pick<Cart, 'items'>): Line[] => [...cart.items.products, ...cart.items.bundles];

/** Spec section 9: the sum of price_total over the products and bundles of the cart, minor units of its currency. */
export function cartSubtotal(cart: Pick<Cart, 'items'>): number {
  return lines(cart).reduce((sum, line) => sum + line.price_total, 0);
}

/** How many units the cart holds. */
export function cartQuantity(cart: Pick<Cart, 'items'>): number {
  return lines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

/** Spec section 9: the total quantity across all the visitor's carts (the header's count). */
export function totalQuantity(summary: CartSummaryResponse['data'] | undefined): number {
  return Object.values(summary ?? {}).reduce((sum, entry) => sum + entry.total_quantity, 0);
}

/** The summary entry of a cart, as the server keys it (by order form uid). */
export function toCartSummary(cart: Cart): CartSummary {
  return {
    cart_id: cart.id,
    cart_uid: cart.cart_uid,
    order_form_id: cart.order_form.id,
    order_form_uid: cart.order_form.uid,
    currency: cart.order_form.currency,
    total_quantity: cartQuantity(cart),
    subtotal_minor: cartSubtotal(cart),
  };
}

/** The summary entry of the form named by its id or its uid (the current cart is chosen by form). */
export function summaryOfForm(
  summary: CartSummaryResponse['data'] | undefined,
  orderFormId: string,
): CartSummary | undefined {
  if (!summary) return undefined;
  return summary[orderFormId] ?? Object.values(summary).find((entry) => entry.order_form_id === orderFormId);
}

/** The cart with one line at a new quantity, its totals following (the optimistic view of a stepper). */
export function withLineQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const adjust = <T extends CartProductItem | CartBundleItem>(line: T): T =>
    line.id === lineId ? { ...line, quantity, price_total: line.unit_price_minor * quantity } : line;
  const items = { products: cart.items.products.map(adjust), bundles: cart.items.bundles.map(adjust) };
  const next = { ...cart, items };
  return { ...next, subtotal_minor: cartSubtotal(next), total_quantity: cartQuantity(next) };
}
