import type { Database } from '@folio/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { carts, type CartRow } from './cart.table.js';
import { HOLDING_STATUSES } from './stock.js';

// The carts' rows as other modules read them, inside the caller's transaction.

/** The cart with this id, or null; `lock` locks its row (FOR UPDATE). */
export async function cartById(tx: Database, id: string, options: { lock?: boolean } = {}): Promise<CartRow | null> {
  const query = tx.select().from(carts).where(eq(carts.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The reader's carts that still hold their lines (open, or pending an order), oldest first. */
export async function holdingCartsOf(tx: Database, userId: string): Promise<CartRow[]> {
  return tx
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), inArray(carts.status, [...HOLDING_STATUSES])))
    .orderBy(asc(carts.createdAt));
}
