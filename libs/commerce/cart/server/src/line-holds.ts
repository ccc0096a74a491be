import type { Database } from '@folio/db';
import { eq } from 'drizzle-orm';
import { HOLD_MS } from './cart.service.js';
import { cartItems } from './cart.table.js';

/** The line holds its units for a cart's usual hold from `at`. */
export async function holdLine(tx: Database, lineId: string, at: Date): Promise<void> {
  await tx
    .update(cartItems)
    .set({ heldUntil: new Date(at.getTime() + HOLD_MS), updatedAt: at })
    .where(eq(cartItems.id, lineId));
}

/** Every line of the cart holds its units until `until` (`until = at` ends the holds). */
export async function holdCartLinesUntil(tx: Database, cartId: string, until: Date, at: Date): Promise<void> {
  await tx.update(cartItems).set({ heldUntil: until, updatedAt: at }).where(eq(cartItems.cartId, cartId));
}
