import type { Database } from '@folio/db';
import { eq, inArray } from 'drizzle-orm';
import { orderForms, type OrderFormRow } from './order-form.table.js';

// The order forms' rows as other modules read them, inside the caller's transaction (a cart, an
// order or a placement reads its form through these, never through the table).

/** The form with this id, or null. */
export async function formById(tx: Database, id: string): Promise<OrderFormRow | null> {
  const [form] = await tx.select().from(orderForms).where(eq(orderForms.id, id)).limit(1);
  return form ?? null;
}

/** The forms with these ids, by id (ids without a form are absent). */
export async function formsByIds(tx: Database, ids: Iterable<string>): Promise<Map<string, OrderFormRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await tx.select().from(orderForms).where(inArray(orderForms.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
