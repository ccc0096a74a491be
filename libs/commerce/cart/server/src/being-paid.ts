import type { Database } from '@folio/db';
import { sql } from 'drizzle-orm';

/**
 * Whether the cart's order waits for its payment: then its lines are that order's, and nothing
 * may change them (an edit, a guest cart joined at sign-in). Checkout owns the orders; the cart
 * reads only this. Call with the cart row locked.
 */
export async function cartBeingPaid(tx: Database, cartId: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 from orders where cart_id = ${cartId} and status = 'pending_payment' limit 1`,
  );
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows.length > 0;
}
