import type { Database } from '@folio/db';
import { fromStates } from '@folio/lifecycle';
import { PAYMENT_LIFECYCLE, type PaymentTransition } from '@folio/payments-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { embeddedPayPayments, type EmbeddedPaymentRow } from './embedded.table.js';

/**
 * The only writer of an embedded payment's status after it is created (a lint rule refuses a
 * `status` in any other `.set({…})` of the commerce servers): moves the payment along
 * PAYMENT_LIFECYCLE's `transition` with `where status in (from)`, with the other columns it
 * changes. A payment in any other state is left as it is, and the answer is null.
 */
export async function transitionPayment(
  tx: Database,
  id: string,
  transition: PaymentTransition,
  changes: Partial<Omit<EmbeddedPaymentRow, 'id' | 'status'>> = {},
): Promise<EmbeddedPaymentRow | null> {
  const [row] = await tx
    .update(embeddedPayPayments)
    .set({ ...changes, status: PAYMENT_LIFECYCLE.transitions[transition].to })
    .where(
      and(
        eq(embeddedPayPayments.id, id),
        inArray(embeddedPayPayments.status, fromStates(PAYMENT_LIFECYCLE, transition)),
      ),
    )
    .returning();
  return row ?? null;
}
