import type { Database } from '@folio/db';
import { and, eq } from 'drizzle-orm';
import { newCartUid } from './cart.service.js';
import { carts, shippingRates, type CartRow, type ShippingRateRow } from './cart.table.js';

/** The form's shipping rate with this id, or null (a rate of another form is none of this one's). */
export async function shippingRateOfForm(
  tx: Database,
  rateId: string,
  formId: string,
): Promise<ShippingRateRow | null> {
  const [rate] = await tx
    .select()
    .from(shippingRates)
    .where(and(eq(shippingRates.id, rateId), eq(shippingRates.orderFormId, formId)));
  return rate ?? null;
}

/** The cart ships with this rate to this address from now on; a new choice is a new cart_uid. Call with the cart row locked. */
export async function setCartShipping(
  tx: Database,
  cart: CartRow,
  choice: { rateId: string; addressId: string },
  at: Date,
): Promise<CartRow> {
  const changed = cart.shippingRateId !== choice.rateId || cart.shippingAddressId !== choice.addressId;
  const [updated] = await tx
    .update(carts)
    .set({
      shippingRateId: choice.rateId,
      shippingAddressId: choice.addressId,
      cartUid: changed ? newCartUid() : cart.cartUid,
      updatedAt: at,
    })
    .where(eq(carts.id, cart.id))
    .returning();
  return updated!;
}
