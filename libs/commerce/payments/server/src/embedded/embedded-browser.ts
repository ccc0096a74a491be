import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@folio/db';
import type { CrashPoint } from '@folio/server-kit';
import { eq } from 'drizzle-orm';
import {
  PaymentRequestError,
  type NotificationType,
  type Payment,
  type ProviderDecline,
} from '../payment-provider.port.js';
import type { PaymentTransition } from '@folio/payments-contract';
import { transitionPayment } from './payment.lifecycle.js';
import { checkDeclineLimits, recordDecline, type DeclineSubject } from './decline-limits.js';
import { embeddedPayMethods, embeddedPayPayments, type EmbeddedPaymentRow } from './embedded.table.js';
import { enqueueNotification, newId, toPayment } from './embedded-rows.js';
import { DECLINES, cardSummary, evaluateCard, type CardInput } from './test-cards.js';

/** How the browser pays: a card typed into our form, the Folio Wallet, or a method saved earlier. */
export type ConfirmMethod = ({ type: 'card' } & CardInput) | { type: 'wallet' } | { type: 'saved'; id: string };

/** Where the browser goes next: our authentication or wallet page, or nowhere (the answer is final). */
export interface NextAction {
  type: 'redirect';
  url: string;
}

export interface BrowserPayment {
  payment: Payment;
  nextAction: NextAction | null;
}

export interface EmbeddedBrowserApi {
  /** `client`: the buyer's address, which the card-testing limits count declines by (see decline-limits.ts). */
  confirm(
    paymentId: string,
    clientSecret: string,
    method: ConfirmMethod,
    returnUrl?: string,
    client?: string | null,
  ): Promise<BrowserPayment>;
  authenticate(paymentId: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<BrowserPayment>;
  wallet(paymentId: string, clientSecret: string, outcome: 'approve' | 'cancel'): Promise<BrowserPayment>;
  status(paymentId: string, clientSecret: string): Promise<BrowserPayment>;
}

const noSuchPayment = () => new PaymentRequestError('resource_missing', 'No such payment.');
const unexpectedState = (status: string) =>
  new PaymentRequestError(
    'payment_intent_unexpected_state',
    `This payment cannot be changed because it has a status of ${status}.`,
  );

function secretMatches(row: EmbeddedPaymentRow, given: string): boolean {
  const a = Buffer.from(row.clientSecret, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The page that finishes a payment waiting on the buyer, with what it needs to call us back. */
function nextActionOf(row: EmbeddedPaymentRow): NextAction | null {
  if (row.status !== 'requires_action') return null;
  const page = row.method === 'wallet' ? 'wallet' : 'authenticate';
  const query = new URLSearchParams({ client_secret: row.clientSecret });
  if (row.returnUrl) query.set('return_url', row.returnUrl);
  return { type: 'redirect', url: `/pay/${page}/${encodeURIComponent(row.id)}?${query.toString()}` };
}

const answer = (row: EmbeddedPaymentRow): BrowserPayment => ({
  payment: toPayment(row),
  nextAction: nextActionOf(row),
});

/** A return URL is a path on our own site, never another origin. */
export const safeReturnUrl = (url: string | undefined) =>
  url !== undefined && /^\/(?![/\\])/.test(url) && url.length <= 2000 ? url : null;

/** The browser's side of a payment: every call names the payment and proves it holds its client secret. */
export function embeddedBrowserApi(db: Database, now: () => Date, crash?: CrashPoint): EmbeddedBrowserApi {
  /** One of the buyer's steps, committed before it is answered (a crash in between leaves it done). */
  async function step(work: (tx: Database) => Promise<BrowserPayment>): Promise<BrowserPayment> {
    const done = await db.transaction(work);
    crash?.('provider.after-charge');
    return done;
  }

  /** Locks the payment the caller holds the secret of; a wrong secret is the same answer as no payment. */
  async function locked(tx: Database, paymentId: string, clientSecret: string): Promise<EmbeddedPaymentRow> {
    const [row] = await tx
      .select()
      .from(embeddedPayPayments)
      .where(eq(embeddedPayPayments.id, paymentId))
      .for('update');
    if (!row || !secretMatches(row, clientSecret)) throw noSuchPayment();
    return row;
  }

  /** Moves the (locked) payment along its lifecycle and queues the notification of it. */
  async function settle(
    tx: Database,
    row: EmbeddedPaymentRow,
    transition: PaymentTransition,
    change: Partial<Omit<EmbeddedPaymentRow, 'id' | 'status'>>,
    type: NotificationType,
  ): Promise<EmbeddedPaymentRow> {
    const at = now();
    const updated = await transitionPayment(tx, row.id, transition, { ...change, updatedAt: at });
    if (!updated) throw unexpectedState(row.status);
    await enqueueNotification(tx, at, type, updated);
    return updated;
  }

  const succeed = async (tx: Database, row: EmbeddedPaymentRow, methodId: string, method: 'card' | 'wallet') => {
    if (row.saveMethod)
      await tx
        .update(embeddedPayMethods)
        .set({ customerId: row.customerId })
        .where(eq(embeddedPayMethods.id, methodId));
    return settle(tx, row, 'succeed', { paymentMethodId: methodId, method, lastError: null }, 'payment.succeeded');
  };
  const decline = (
    tx: Database,
    row: EmbeddedPaymentRow,
    error: ProviderDecline,
    method: 'card' | 'wallet',
    methodId: string | null = null,
  ) => settle(tx, row, 'decline', { paymentMethodId: methodId, method, lastError: error }, 'payment.failed');

  /** A card the buyer offers is declined: counted for the card-testing limits, then notified. */
  async function declineCard(
    tx: Database,
    row: EmbeddedPaymentRow,
    subject: DeclineSubject,
    error: ProviderDecline,
    kind: 'card' | 'wallet',
    methodId: string | null = null,
  ) {
    await recordDecline(tx, subject, now());
    return decline(tx, row, error, kind, methodId);
  }

  async function confirmCard(tx: Database, row: EmbeddedPaymentRow, subject: DeclineSubject, card: CardInput) {
    const behaviour = evaluateCard(card, now());
    if (behaviour.kind === 'declined') return declineCard(tx, row, subject, behaviour.decline, 'card');
    const methodId = newId('pm');
    await tx.insert(embeddedPayMethods).values({
      id: methodId,
      kind: 'card',
      ...cardSummary(card),
      declinesLaterCharges: behaviour.kind === 'declines_later_charges',
      createdAt: now(),
    });
    if (behaviour.kind === 'requires_authentication') {
      return settle(
        tx,
        row,
        'require_action',
        { paymentMethodId: methodId, method: 'card', lastError: null },
        'payment.requires_action',
      );
    }
    return succeed(tx, row, methodId, 'card');
  }

  async function confirmSaved(tx: Database, row: EmbeddedPaymentRow, subject: DeclineSubject, methodId: string) {
    const [method] = await tx.select().from(embeddedPayMethods).where(eq(embeddedPayMethods.id, methodId));
    if (!method || row.customerId === null || method.customerId !== row.customerId)
      throw new PaymentRequestError('resource_missing', 'No such payment method.');
    const kind = method.kind as 'card' | 'wallet';
    if (method.declinesLaterCharges) return declineCard(tx, row, subject, DECLINES.generic, kind, method.id);
    return succeed(tx, row, method.id, kind);
  }

  async function confirmWallet(tx: Database, row: EmbeddedPaymentRow) {
    const methodId = newId('pm');
    await tx.insert(embeddedPayMethods).values({ id: methodId, kind: 'wallet', createdAt: now() });
    return settle(
      tx,
      row,
      'require_action',
      { paymentMethodId: methodId, method: 'wallet', lastError: null },
      'payment.requires_action',
    );
  }

  return {
    confirm: (paymentId, clientSecret, method, returnUrl, client = null) =>
      step(async (tx) => {
        let row = await locked(tx, paymentId, clientSecret);
        if (row.status !== 'requires_payment_method' && row.status !== 'requires_action')
          throw unexpectedState(row.status);
        const subject: DeclineSubject = { paymentId: row.id, customerId: row.customerId, client };
        // The wallet is approved by its owner on its own page: not a way to test card numbers.
        if (method.type !== 'wallet') await checkDeclineLimits(tx, subject, now());
        row = { ...row, returnUrl: safeReturnUrl(returnUrl) };
        await tx
          .update(embeddedPayPayments)
          .set({ returnUrl: row.returnUrl })
          .where(eq(embeddedPayPayments.id, row.id));
        if (method.type === 'card') return answer(await confirmCard(tx, row, subject, method));
        if (method.type === 'saved') return answer(await confirmSaved(tx, row, subject, method.id));
        return answer(await confirmWallet(tx, row));
      }),
    authenticate: (paymentId, clientSecret, outcome) =>
      step(async (tx) => {
        const row = await locked(tx, paymentId, clientSecret);
        if (row.status !== 'requires_action' || row.method !== 'card' || row.paymentMethodId === null)
          throw unexpectedState(row.status);
        if (outcome === 'complete') return answer(await succeed(tx, row, row.paymentMethodId, 'card'));
        return answer(await decline(tx, row, DECLINES.authenticationFailed, 'card'));
      }),
    wallet: (paymentId, clientSecret, outcome) =>
      step(async (tx) => {
        const row = await locked(tx, paymentId, clientSecret);
        if (row.status !== 'requires_action' || row.method !== 'wallet' || row.paymentMethodId === null)
          throw unexpectedState(row.status);
        if (outcome === 'approve') return answer(await succeed(tx, row, row.paymentMethodId, 'wallet'));
        return answer(await decline(tx, row, DECLINES.walletCanceled, 'wallet'));
      }),
    status: async (paymentId, clientSecret) => {
      const [row] = await db.select().from(embeddedPayPayments).where(eq(embeddedPayPayments.id, paymentId));
      if (!row || !secretMatches(row, clientSecret)) throw noSuchPayment();
      return answer(row);
    },
  };
}
