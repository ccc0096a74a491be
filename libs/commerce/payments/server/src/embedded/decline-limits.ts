import type { Database } from '@folio/db';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { PaymentRequestError } from '../payment-provider.port.js';
import { embeddedPayDeclines } from './embedded.table.js';
import { newId } from './embedded-rows.js';

/**
 * Card testing is many numbers tried against one payment form. A reader mistypes a number or a
 * security code, or tries a second and a third card: a handful of declines. The limits leave them
 * that room and stop a script long before it learns much, each over the last hour:
 * - per payment, 5 declines: typos and two other cards still fit;
 * - per customer (an account: every order's payment has one), 20 across its payments, so placing a
 *   new order does not reset the count;
 * - per client address, 60, so a signing's shared Wi-Fi, where dozens of readers pay at once and
 *   some mistype, fits, while one address trying many accounts (each costing a registration,
 *   itself limited per address) does not get far.
 * Past a limit the card is not evaluated at all: nothing is declined, notified or recorded, so the
 * orders' transactions and the funnel do not fill with the attempts.
 */
export const DECLINE_LIMITS = {
  windowMs: 60 * 60_000,
  perPayment: 5,
  perCustomer: 20,
  perClient: 60,
} as const;

/** The refusal past a limit: a 429 the payment form shows as it is, with when to come back. */
export class DeclineLimitError extends PaymentRequestError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'card_decline_rate_limit_exceeded',
      `Too many declined attempts. You can try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or pay with Folio Wallet.`,
    );
  }
}

export interface DeclineSubject {
  paymentId: string;
  customerId: string | null;
  client: string | null;
}

/** Refuses the confirm when any of its three counts is at its limit; otherwise does nothing. */
export async function checkDeclineLimits(tx: Database, subject: DeclineSubject, at: Date): Promise<void> {
  const since = new Date(at.getTime() - DECLINE_LIMITS.windowMs);
  const scopes = [
    { column: embeddedPayDeclines.paymentId, value: subject.paymentId, max: DECLINE_LIMITS.perPayment },
    { column: embeddedPayDeclines.customerId, value: subject.customerId, max: DECLINE_LIMITS.perCustomer },
    { column: embeddedPayDeclines.client, value: subject.client, max: DECLINE_LIMITS.perClient },
  ];
  for (const scope of scopes) {
    if (scope.value === null) continue;
    const [row] = await tx
      .select({ declines: count(), oldest: min(embeddedPayDeclines.createdAt) })
      .from(embeddedPayDeclines)
      .where(and(eq(scope.column, scope.value), gt(embeddedPayDeclines.createdAt, since)));
    if (row && row.declines >= scope.max && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + DECLINE_LIMITS.windowMs;
      throw new DeclineLimitError(Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
    }
  }
}

/** Counts one decline of a buyer's card against its payment, customer and client. */
export async function recordDecline(tx: Database, subject: DeclineSubject, at: Date): Promise<void> {
  await tx.insert(embeddedPayDeclines).values({ id: newId('dcl'), ...subject, createdAt: at });
}
