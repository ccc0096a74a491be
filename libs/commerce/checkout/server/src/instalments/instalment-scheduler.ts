import { randomUUID } from 'node:crypto';
import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import {
  PaymentRequestError,
  paymentSettles,
  ProviderUnavailableError,
  type Payment,
  type PaymentProvider,
  type ProviderDecline,
} from '@folio/payments-server';
import type { CrashPoint, Logger } from '@folio/server-kit';
import { instalmentRecorder, type OrderCancelledHook } from './instalment-record.js';
import { instalmentRepo, type DueCharge } from './instalment.repo.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MAX_ROUNDS = 1_000;

export interface InstalmentSchedulerDeps {
  db: Database;
  provider: PaymentProvider;
  /** The mail queue: every notice is queued in the transaction that records its state. */
  mail: MailQueue;
  logger: Logger;
  now?: () => Date;
  /** How long one process holds a claimed instalment; must exceed a charge call's time-out. */
  leaseMs?: number;
  /** Attempts in all: the first charge and its retries (two by default). */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** A charge the provider could not answer (5xx, time-out) is tried again after this, same key. */
  unavailableDelayMs?: number;
  /** A charge still `processing` is looked at again after this, same key. */
  processingDelayMs?: number;
  reminderDaysBefore?: number;
  batchSize?: number;
  /** Names this process in leases and logs (a random id without it, or `instance`'s id). */
  instanceId?: string;
  /**
   * This server process (`openServerInstance` of @folio/db): its id names the leases, and leases of
   * processes known to be gone are given back at the start of each run instead of after `leaseMs`.
   */
  instance?: ServerInstance;
  /** Named moments where tests kill the process (`instalments.after-charge`); never armed in production. */
  crash?: CrashPoint;
  /** Called in the transaction that cancels an order for a missed instalment (the orders domain returns its stock). */
  onOrderCancelled?: OrderCancelledHook;
}

export interface RunSummary {
  reminded: number;
  charged: number;
  failed: number;
  /** Instalments whose last attempt failed: the seller's outcome was applied. */
  missed: number;
  postponed: number;
}

/** The idempotency key of one charge attempt: the same attempt always gets the same key. */
export const instalmentChargeKey = (instalmentId: string, attempt: number) =>
  `instalment-${instalmentId}-attempt-${attempt}`;

/** The provider's answer as a refusal: its own words when it gave some. */
function declineOf(payment: Payment): ProviderDecline {
  if (payment.lastError) return payment.lastError;
  if (payment.status === 'requires_action')
    return {
      code: 'authentication_required',
      declineCode: null,
      message: 'Your bank asked to confirm this payment.',
    };
  return {
    code: 'payment_failed',
    declineCode: null,
    message: 'The payment did not go through.',
  };
}

const errorCodeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[\w.-]{1,60}$/.test(code) ? code : 'request_failed';
};

/**
 * The durable instalment scheduler. Each run sends the reminders that are due, then claims due
 * instalments (`for update skip locked` and a lease, so any number of processes share the work and
 * a crashed process's claims are taken again after the lease), charges each saved method with the
 * attempt's idempotency key, and records the answer, the instalment's state and its e-mail in one
 * transaction. A failure is retried `maxAttempts - 1` times, `retryDelayMs` apart; after the last
 * one the order form's `missed_payment_outcome` is applied. Nothing is charged on an order that is
 * no longer live: the claim reads the order's state under the instalment's row lock.
 */
export function createInstalmentScheduler(deps: InstalmentSchedulerDeps) {
  const { db, provider, mail, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? 5 * MINUTE;
  const maxAttempts = deps.maxAttempts ?? 3;
  const retryDelayMs = deps.retryDelayMs ?? DAY;
  const unavailableDelayMs = deps.unavailableDelayMs ?? 15 * MINUTE;
  const processingDelayMs = deps.processingDelayMs ?? 60 * MINUTE;
  const reminderMs = (deps.reminderDaysBefore ?? 3) * DAY;
  const batchSize = deps.batchSize ?? 25;
  const instanceId = deps.instance?.id ?? deps.instanceId ?? randomUUID();
  const repo = instalmentRepo(db, mail);
  const recorder = instalmentRecorder(db, mail, deps.onOrderCancelled);
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<RunSummary> | undefined;

  /** The method the deposit was paid with and saved for these charges, as the provider knows it. */
  async function savedMethodOf(claim: DueCharge): Promise<{ customerId: string; paymentMethodId: string } | null> {
    if (!claim.depositPaymentId) return null;
    const deposit = await provider.getPayment(claim.depositPaymentId);
    const customerId = claim.customerId ?? deposit.customerId;
    return customerId && deposit.paymentMethodId ? { customerId, paymentMethodId: deposit.paymentMethodId } : null;
  }

  const lineOf = (claim: DueCharge) => ({
    instalmentId: claim.instalmentId,
    orderId: claim.orderId,
    attempt: claim.attempt,
    instance: instanceId,
  });

  /** Asks the provider for the charge: its payment, or null when there is no saved method. Throws what the provider throws. */
  async function requestCharge(claim: DueCharge): Promise<Payment | null> {
    const method = await savedMethodOf(claim);
    if (!method) return null;
    return provider.chargeSaved({
      amountMinor: claim.amountMinor,
      currency: claim.currency,
      customerId: method.customerId,
      paymentMethodId: method.paymentMethodId,
      idempotencyKey: instalmentChargeKey(claim.instalmentId, claim.attempt),
      description: `Order ${claim.orderNumber}, instalment ${claim.sequence}`,
      metadata: { order_id: claim.orderId, instalment_id: claim.instalmentId, attempt: String(claim.attempt) },
    });
  }

  /** The provider did not answer with a payment: postponed (same key), a failed attempt, or left to the lease. */
  async function chargeError(claim: DueCharge, error: unknown, at: Date, summary: RunSummary): Promise<void> {
    if (error instanceof ProviderUnavailableError) {
      await repo.postpone(claim, new Date(at.getTime() + unavailableDelayMs), instanceId);
      logger.warn(
        { ...lineOf(claim), code: 'provider_unavailable' },
        'instalment charge: provider unavailable, will retry with the same key',
      );
      summary.postponed++;
    } else if (error instanceof PaymentRequestError) {
      // The provider refused the request itself (the saved method is gone, say): a failed attempt.
      await failed(claim, null, { code: error.code, declineCode: null, message: error.message }, at, summary);
    } else {
      // Unknown: keep the lease; the instalment is claimed again when it runs out, with the same key.
      logger.error(
        { ...lineOf(claim), code: errorCodeOf(error) },
        'instalment charge failed unexpectedly; retried after the lease',
      );
    }
  }

  /**
   * The reader's early payment of the instalment, if one is open, is cancelled before the charge:
   * never two live payments for one instalment. False when it was paid (or is being paid) first:
   * then its notification pays the instalment and this charge waits.
   */
  async function cancelEarlyPayment(claim: DueCharge): Promise<boolean> {
    if (!claim.earlyPaymentId) return true;
    const early = await provider.getPayment(claim.earlyPaymentId);
    if (early.status === 'canceled') return true;
    if (early.status === 'succeeded' || early.status === 'processing') return false;
    try {
      await provider.cancelPayment(early.id, `instalment-${claim.instalmentId}-early-${early.id}-cancel`);
      return true;
    } catch (error) {
      // Confirmed in the meantime: the reader's payment won.
      if (error instanceof PaymentRequestError) return false;
      throw error;
    }
  }

  async function charge(claim: DueCharge, at: Date, summary: RunSummary): Promise<void> {
    let payment: Payment | null;
    try {
      if (!(await cancelEarlyPayment(claim))) {
        logger.info({ ...lineOf(claim), paymentId: claim.earlyPaymentId }, 'instalment paid early: charge postponed');
        await repo.postpone(claim, new Date(at.getTime() + processingDelayMs), instanceId);
        summary.postponed++;
        return;
      }
      payment = await requestCharge(claim);
    } catch (error) {
      await chargeError(claim, error, at, summary);
      return;
    }
    if (!payment) {
      const decline = {
        code: 'no_saved_method',
        declineCode: null,
        message: 'There is no saved payment method for this order.',
      };
      await failed(claim, null, decline, at, summary);
      return;
    }
    deps.crash?.('instalments.after-charge');
    const line = { ...lineOf(claim), paymentId: payment.id };
    const expected = {
      amountMinor: claim.amountMinor,
      currency: claim.currency,
      metadata: { instalment_id: claim.instalmentId },
    };
    if (paymentSettles(payment, expected)) {
      const recorded = await recorder.recordPaid(claim, payment, at);
      if (recorded === 'paid') {
        summary.charged++;
        logger.info({ ...line, amountMinor: claim.amountMinor }, 'instalment charged');
      } else if (recorded === 'refund') {
        logger.warn(line, 'instalment charged after it was paid or its order closed: refunding it');
        await refundQueued(claim.orderId);
      } else {
        logger.warn(line, 'instalment charge already recorded');
      }
    } else if (payment.status === 'processing' || payment.status === 'succeeded') {
      // Still processing, or succeeded but not for this instalment (never expected): looked at again later, same key.
      if (payment.status === 'succeeded') logger.error(line, 'instalment charge does not match the instalment');
      await repo.postpone(claim, new Date(at.getTime() + processingDelayMs), instanceId);
      summary.postponed++;
    } else {
      await failed(claim, payment, declineOf(payment), at, summary);
    }
  }

  async function failed(
    claim: DueCharge,
    payment: Payment | null,
    decline: ProviderDecline,
    at: Date,
    summary: RunSummary,
  ): Promise<void> {
    const last = claim.failures + 1 >= maxAttempts;
    const retryAt = new Date(at.getTime() + retryDelayMs);
    const outcome = await recorder.recordFailure(claim, payment, decline, at, {
      last,
      retryAt,
    });
    const line = {
      instalmentId: claim.instalmentId,
      orderId: claim.orderId,
      attempt: claim.attempt,
      failure: claim.failures + 1,
      instance: instanceId,
      paymentId: payment?.id ?? null,
      code: decline.code,
      declineCode: decline.declineCode,
    };
    if (outcome === 'stale') {
      logger.warn(line, 'instalment charge failure already recorded');
      return;
    }
    if (outcome === 'retry') {
      summary.failed++;
      logger.warn({ ...line, retryAt: retryAt.toISOString() }, 'instalment charge failed, will retry');
      return;
    }
    summary.missed++;
    logger.error({ ...line, outcome }, 'instalment missed after its last attempt: seller outcome applied');
    if (outcome === 'cancel_order') await refundQueued(claim.orderId);
  }

  /** The refunds the scheduler queued, sent until the provider has them (every run retries the rest). */
  async function refundQueued(orderId?: string): Promise<void> {
    for (const refund of await recorder.pendingRefunds(orderId)) {
      try {
        const done = await provider.refund({
          paymentId: refund.paymentId,
          amountMinor: refund.amountMinor,
          idempotencyKey: refund.idempotencyKey,
        });
        await recorder.recordRefund(refund, done, now());
        logger.info(
          {
            orderId: refund.orderId,
            paymentId: refund.paymentId,
            refundId: done.id,
            amountMinor: refund.amountMinor,
          },
          'instalment scheduler refund sent',
        );
      } catch (error) {
        if (error instanceof PaymentRequestError) {
          // Refused for good (nothing left to refund, say): recorded as failed, for a person to look at.
          await recorder.recordRefund(
            refund,
            { id: '', paymentId: refund.paymentId, amountMinor: refund.amountMinor, status: 'failed' },
            now(),
          );
          logger.error(
            { orderId: refund.orderId, paymentId: refund.paymentId, code: error.code },
            'instalment scheduler refund refused by the provider',
          );
          continue;
        }
        logger.warn(
          {
            orderId: refund.orderId,
            paymentId: refund.paymentId,
            code: errorCodeOf(error),
          },
          'instalment scheduler refund failed, will retry',
        );
      }
    }
  }

  async function runOnce(at = now()): Promise<RunSummary> {
    const summary: RunSummary = {
      reminded: 0,
      charged: 0,
      failed: 0,
      missed: 0,
      postponed: 0,
    };
    const released = deps.instance ? await repo.releaseDeadLeases(at, deps.instance) : 0;
    if (released > 0)
      logger.warn({ count: released, instance: instanceId }, 'instalment charges of a stopped process taken over');
    summary.reminded = await repo.claimReminders(at, new Date(at.getTime() + reminderMs), batchSize);
    if (summary.reminded > 0)
      logger.info({ count: summary.reminded, instance: instanceId }, 'instalment reminders queued');
    // Until nothing is left to claim: an order's next due instalment is claimable once the one
    // before it is recorded (the cap only guards against a claim that keeps coming back).
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const claims = await repo.claimDue(at, new Date(at.getTime() + leaseMs), instanceId, batchSize);
      for (const claim of claims) await charge(claim, at, summary);
      if (claims.length === 0) break;
    }
    await refundQueued();
    await mail
      .deliverDue()
      .catch((error: unknown) => logger.warn({ code: errorCodeOf(error) }, 'instalment mail delivery run failed'));
    return summary;
  }

  return {
    instanceId,
    /** One pass at `at`; concurrent calls on one instance share the pass in progress. */
    runOnce(at?: Date): Promise<RunSummary> {
      running ??= runOnce(at).finally(() => (running = undefined));
      return running;
    },
    /** Runs every `intervalMs` (a minute by default) until `stop()`. */
    start(intervalMs = MINUTE): void {
      const tick = () =>
        void this.runOnce().catch((error: unknown) =>
          logger.error({ code: errorCodeOf(error), instance: instanceId }, 'instalment scheduler run failed'),
        );
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** Stops the interval and waits for the pass in progress (shutdown). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type InstalmentScheduler = ReturnType<typeof createInstalmentScheduler>;
