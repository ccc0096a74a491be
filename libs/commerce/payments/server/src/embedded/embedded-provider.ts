import type { Database } from '@folio/db';
import type { CrashPoint, Logger } from '@folio/server-kit';
import { asc, eq } from 'drizzle-orm';
import {
  PaymentRequestError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type Payment,
  type PaymentProvider,
  type Refund,
  type RefundInput,
} from '../payment-provider.port.js';
import { embeddedBrowserApi, type EmbeddedBrowserApi } from './embedded-browser.js';
import { enqueueNotification, newClientSecret, newId, toPayment, toRefund } from './embedded-rows.js';
import {
  embeddedPayCustomers,
  embeddedPayMethods,
  embeddedPayPayments,
  embeddedPayRefunds,
  type EmbeddedPaymentRow,
} from './embedded.table.js';
import { onceForKey } from './idempotency.js';
import { transitionPayment } from './payment.lifecycle.js';
import { FOLIO_SIGNATURE_HEADER, verifyNotification } from './notification-signature.js';
import { DECLINES, methodLabel } from './test-cards.js';

export interface EmbeddedProviderDeps {
  db: Database;
  /** The clock payments, notifications and signatures are dated by (tests pass a fake one). */
  clock?: { now(): Date };
  logger?: Logger;
  /** The HMAC secret notifications are signed with (`EMBEDDED_PAY_WEBHOOK_SECRET`). */
  signingSecret: string;
  /** Where notifications are delivered (`PAYMENTS_WEBHOOK_URL`); read by the delivery loop. */
  webhookUrl?: string;
  /** Named moments where tests kill the process (`provider.after-charge`); never armed in production. */
  crash?: CrashPoint;
}

/** The port, plus what only the embedded provider has: the browser's confirm API. */
export interface EmbeddedProvider extends PaymentProvider {
  readonly kind: 'embedded';
  readonly browser: EmbeddedBrowserApi;
}

const noSuchPayment = (id: string) => new PaymentRequestError('resource_missing', `No such payment: '${id}'`);

function checkAmount(amountMinor: number, currency: string) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 1)
    throw new PaymentRequestError('parameter_invalid_integer', 'The amount must be a positive integer in minor units.');
  if (!/^[A-Za-z]{3}$/.test(currency))
    throw new PaymentRequestError('parameter_invalid_string', 'The currency must be an ISO 4217 code.');
}

/** A card processor's test mode in our own tables: the offline default adapter of the payments port. */
export function createEmbeddedProvider(deps: EmbeddedProviderDeps): EmbeddedProvider {
  const { db, signingSecret } = deps;
  const now = () => deps.clock?.now() ?? new Date();
  const log = (event: string, fields: Record<string, unknown>) => deps.logger?.info({ event, ...fields }, event);

  async function lockPayment(tx: Database, id: string): Promise<EmbeddedPaymentRow> {
    const [row] = await tx.select().from(embeddedPayPayments).where(eq(embeddedPayPayments.id, id)).for('update');
    if (!row) throw noSuchPayment(id);
    return row;
  }

  async function readPayment(tx: Database, id: string): Promise<Payment> {
    const [row] = await tx.select().from(embeddedPayPayments).where(eq(embeddedPayPayments.id, id));
    if (!row) throw noSuchPayment(id);
    return toPayment(row);
  }

  async function insertPayment(
    tx: Database,
    values: Omit<typeof embeddedPayPayments.$inferInsert, 'id' | 'clientSecret' | 'createdAt' | 'updatedAt'>,
  ) {
    const id = newId('pi');
    const at = now();
    const [row] = await tx
      .insert(embeddedPayPayments)
      .values({
        ...values,
        id,
        clientSecret: newClientSecret(id),
        currency: values.currency.toUpperCase(),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row!;
  }

  async function requireCustomer(tx: Database, customerId: string) {
    const [customer] = await tx
      .select({ id: embeddedPayCustomers.id })
      .from(embeddedPayCustomers)
      .where(eq(embeddedPayCustomers.id, customerId));
    if (!customer) throw new PaymentRequestError('resource_missing', `No such customer: '${customerId}'`);
  }

  /** The off-session charge: succeeds, or comes back declined with the processor's message. */
  async function chargeSavedIn(tx: Database, input: ChargeSavedInput): Promise<string> {
    checkAmount(input.amountMinor, input.currency);
    const [method] = await tx.select().from(embeddedPayMethods).where(eq(embeddedPayMethods.id, input.paymentMethodId));
    if (!method || method.customerId !== input.customerId)
      throw new PaymentRequestError('resource_missing', `No such payment method: '${input.paymentMethodId}'`);
    const declined = method.declinesLaterCharges;
    const row = await insertPayment(tx, {
      status: declined ? 'requires_payment_method' : 'succeeded',
      amountMinor: input.amountMinor,
      currency: input.currency,
      customerId: input.customerId,
      paymentMethodId: method.id,
      method: method.kind,
      description: input.description,
      metadata: input.metadata,
      saveMethod: false,
      offSession: true,
      lastError: declined ? DECLINES.generic : null,
    });
    await enqueueNotification(tx, now(), declined ? 'payment.failed' : 'payment.succeeded', row);
    log('embedded_pay.charge_saved', { payment_id: row.id, status: row.status });
    return row.id;
  }

  async function refundIn(tx: Database, input: RefundInput): Promise<string> {
    const row = await lockPayment(tx, input.paymentId);
    if (row.status !== 'succeeded')
      throw new PaymentRequestError(
        'charge_not_succeeded',
        `This payment cannot be refunded because it has a status of ${row.status}.`,
      );
    const remaining = row.amountMinor - row.amountRefundedMinor;
    if (remaining === 0)
      throw new PaymentRequestError('charge_already_refunded', `Payment ${row.id} has already been refunded.`);
    const amount = input.amountMinor ?? remaining;
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw new PaymentRequestError(
        'parameter_invalid_integer',
        'The refund amount must be a positive integer in minor units.',
      );
    if (amount > remaining)
      throw new PaymentRequestError(
        'amount_too_large',
        `Refund amount (${amount}) is greater than the unrefunded amount of the payment (${remaining}).`,
      );
    const at = now();
    const id = newId('re');
    await tx
      .insert(embeddedPayRefunds)
      .values({ id, paymentId: row.id, amountMinor: amount, status: 'succeeded', createdAt: at });
    await tx
      .update(embeddedPayPayments)
      .set({ amountRefundedMinor: row.amountRefundedMinor + amount, updatedAt: at })
      .where(eq(embeddedPayPayments.id, row.id));
    await enqueueNotification(tx, at, 'refund.succeeded', row, id);
    log('embedded_pay.refund', { payment_id: row.id, refund_id: id, amount_minor: amount });
    return id;
  }

  async function cancelIn(tx: Database, paymentId: string): Promise<string> {
    const row = await lockPayment(tx, paymentId);
    if (row.status === 'canceled') return row.id;
    if (row.status === 'succeeded')
      throw new PaymentRequestError(
        'payment_intent_unexpected_state',
        'This payment cannot be canceled because it has a status of succeeded.',
      );
    const at = now();
    const updated = await transitionPayment(tx, row.id, 'cancel', { updatedAt: at });
    if (!updated)
      throw new PaymentRequestError(
        'payment_intent_unexpected_state',
        `This payment cannot be canceled because it has a status of ${row.status}.`,
      );
    await enqueueNotification(tx, at, 'payment.canceled', updated);
    log('embedded_pay.cancel', { payment_id: row.id });
    return row.id;
  }

  return {
    kind: 'embedded',
    signatureHeader: FOLIO_SIGNATURE_HEADER,
    browser: embeddedBrowserApi(db, now, deps.crash),

    async ensureCustomer({ userId, email, name }) {
      await db
        .insert(embeddedPayCustomers)
        .values({ id: newId('cus'), userId, email, name, createdAt: now() })
        .onConflictDoNothing({ target: embeddedPayCustomers.userId });
      const [row] = await db
        .select({ id: embeddedPayCustomers.id })
        .from(embeddedPayCustomers)
        .where(eq(embeddedPayCustomers.userId, userId));
      return row!.id;
    },

    createPayment: (input: CreatePaymentInput) =>
      db.transaction(async (tx) => {
        checkAmount(input.amountMinor, input.currency);
        if (input.saveMethodForLater && !input.customerId)
          throw new PaymentRequestError(
            'parameter_missing',
            'A customer is required to save the payment method for later.',
          );
        const { idempotencyKey, ...params } = input;
        const { id } = await onceForKey(tx, idempotencyKey, 'create_payment', params, now(), async () => {
          if (input.customerId) await requireCustomer(tx, input.customerId);
          const row = await insertPayment(tx, {
            status: 'requires_payment_method',
            amountMinor: input.amountMinor,
            currency: input.currency,
            customerId: input.customerId ?? null,
            description: input.description,
            metadata: input.metadata,
            saveMethod: input.saveMethodForLater,
          });
          log('embedded_pay.create', { payment_id: row.id, amount_minor: row.amountMinor, currency: row.currency });
          return row.id;
        });
        return readPayment(tx, id);
      }),

    getPayment: (paymentId) => readPayment(db, paymentId),

    cancelPayment: (paymentId, idempotencyKey) =>
      db.transaction(async (tx) => {
        const { id } = await onceForKey(tx, idempotencyKey, 'cancel_payment', { paymentId }, now(), () =>
          cancelIn(tx, paymentId),
        );
        return readPayment(tx, id);
      }),

    chargeSaved: (input: ChargeSavedInput) =>
      db.transaction(async (tx) => {
        const { idempotencyKey, ...params } = input;
        const { id } = await onceForKey(tx, idempotencyKey, 'charge_saved', params, now(), () =>
          chargeSavedIn(tx, input),
        );
        return readPayment(tx, id);
      }),

    async listSavedMethods(customerId) {
      const rows = await db
        .select()
        .from(embeddedPayMethods)
        .where(eq(embeddedPayMethods.customerId, customerId))
        .orderBy(asc(embeddedPayMethods.createdAt), asc(embeddedPayMethods.id));
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as 'card' | 'wallet',
        label: methodLabel(row.kind, row.brand, row.last4),
        expMonth: row.expMonth,
        expYear: row.expYear,
      }));
    },

    refund: (input: RefundInput): Promise<Refund> =>
      db.transaction(async (tx) => {
        const { idempotencyKey, ...params } = input;
        const { id } = await onceForKey(tx, idempotencyKey, 'refund', params, now(), () => refundIn(tx, input));
        const [row] = await tx.select().from(embeddedPayRefunds).where(eq(embeddedPayRefunds.id, id));
        return toRefund(row!);
      }),

    parseNotification: (rawBody, signatureHeader, at) =>
      verifyNotification(rawBody, signatureHeader, signingSecret, at ?? now()),

    browserConfig: () => ({ provider: 'embedded' }),
  };
}
