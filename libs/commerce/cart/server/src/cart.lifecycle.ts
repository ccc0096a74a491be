import { CART_LIFECYCLE, type CartTransition } from '@folio/cart-contract';
import type { Database } from '@folio/db';
import { fromStates } from '@folio/lifecycle';
import { and, eq, inArray } from 'drizzle-orm';
import { carts, type CartRow } from './cart.table.js';

/**
 * The only writer of a cart's status (a lint rule refuses a `status` in any other `.set({…})` of
 * the commerce servers): moves the cart along CART_LIFECYCLE's `transition` with
 * `where status in (from)`, with the other columns it changes. A cart in any other state is left
 * as it is, and the answer is null.
 */
export async function transitionCart(
  tx: Database,
  id: string,
  transition: CartTransition,
  changes: Partial<Omit<CartRow, 'id' | 'status'>> = {},
): Promise<CartRow | null> {
  const [row] = await tx
    .update(carts)
    .set({ ...changes, status: CART_LIFECYCLE.transitions[transition].to })
    .where(and(eq(carts.id, id), inArray(carts.status, fromStates(CART_LIFECYCLE, transition))))
    .returning();
  return row ?? null;
}
