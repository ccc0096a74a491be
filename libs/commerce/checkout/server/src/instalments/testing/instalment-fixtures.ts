import { randomInt, randomUUID } from 'node:crypto';
import { users } from '@folio/auth-server';
import type { Database } from '@folio/db';
import { orderForms, products } from '@folio/order-forms-server/schema';
import { buildPaymentPlan, type PlannedInstalment } from '@folio/pricing';
import { instalments, orderLines, orders, transactions } from '@folio/orders-server/schema';
import type { EmbeddedProvider } from '@folio/payments-server';
import { eq } from 'drizzle-orm';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  /** Saves fine; every later off-session charge is declined ("Your card was declined."). */
  declinesLater: '4000000000000341',
} as const;

export interface DepositOrderInput {
  totalMinor: number;
  depositMinor: number;
  instalments: number;
  closeDate: string;
  card?: string;
  missedPaymentOutcome?: 'cancel_order' | 'keep_paid';
  /** What a buyer's cancel gives back (`refund_all` by default). */
  cancelPolicy?: 'refund_all' | 'keep_deposit';
  currency?: string;
}

export interface DepositOrder {
  orderId: string;
  orderNumber: string;
  userId: string;
  email: string;
  depositPaymentId: string;
  plan: PlannedInstalment[];
  instalmentIds: string[];
  /** The product of its one line (one unit sold). */
  productId: string;
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const orderNumber = () => `FO-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
let counter = 0;

/**
 * Deposit orders as placement leaves them: the deposit paid through the embedded provider with the
 * method saved for later, the order `deposit_paid`, its deposit charge recorded, and its plan (from
 * the contract's `buildPaymentPlan`) written as `scheduled` instalments.
 */
export function instalmentFixtures({
  db,
  provider,
  now,
}: {
  db: Database;
  provider: EmbeddedProvider;
  now: () => Date;
}) {
  let formId: string | undefined;
  async function form(currency: string, closeDate: string) {
    const [row] = await db
      .insert(orderForms)
      .values({
        uid: `of_${randomUUID().slice(0, 12)}`,
        slug: `form-${randomUUID().slice(0, 12)}`,
        title: 'Signed books',
        authorId: randomUUID(),
        currency,
        closeDate,
      })
      .returning({ id: orderForms.id });
    if (!row) throw new Error('order form not created');
    return row.id;
  }

  return {
    async depositOrder(input: DepositOrderInput): Promise<DepositOrder> {
      const at = now();
      const currency = input.currency ?? 'GBP';
      const orderFormId = (formId ??= await form(currency, input.closeDate));
      const n = ++counter;
      const email = `buyer-${n}-${randomUUID().slice(0, 6)}@example.com`;
      const [user] = await db
        .insert(users)
        .values({ email, firstName: `Reader${n}`, lastName: 'Ada' })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      const userId = user.id;
      const customerId = await provider.ensureCustomer({
        userId,
        email,
        name: `Reader${n} Ada`,
      });
      const orderId = randomUUID();
      const created = await provider.createPayment({
        amountMinor: input.depositMinor,
        currency,
        customerId,
        idempotencyKey: `order-${orderId}-payment`,
        description: 'Deposit',
        metadata: { order_id: orderId },
        saveMethodForLater: true,
      });
      const card = {
        type: 'card' as const,
        number: input.card ?? TEST_CARDS.succeeds,
        exp_month: 12,
        exp_year: at.getUTCFullYear() + 5,
        cvc: '123',
        name: 'Ada Reader',
      };
      const { payment } = await provider.browser.confirm(created.id, created.clientSecret, card);
      if (payment.status !== 'succeeded') throw new Error(`deposit not paid: ${payment.status}`);
      const plan = buildPaymentPlan({
        totalMinor: input.totalMinor,
        depositMinor: input.depositMinor,
        instalments: input.instalments,
        purchasedAt: at,
        closeDate: input.closeDate,
      });
      const number = orderNumber();
      const productId = await db.transaction(async (tx) => {
        await tx.insert(orders).values({
          id: orderId,
          orderNumber: number,
          userId,
          cartId: randomUUID(),
          cartUid: `cart-${randomUUID()}`,
          orderFormId,
          sellerId: randomUUID(),
          status: 'deposit_paid',
          paymentMode: 'deposit',
          currency,
          subtotalMinor: input.totalMinor,
          totalMinor: input.totalMinor,
          firstPaymentMinor: input.depositMinor,
          paidMinor: input.depositMinor,
          terms: 'Terms',
          refundPolicy: 'Refunds',
          acceptedAt: at,
          cancelPolicy: input.cancelPolicy ?? 'refund_all',
          missedPaymentOutcome: input.missedPaymentOutcome ?? 'cancel_order',
          paymentId: payment.id,
          providerCustomerId: customerId,
          placementKey: `placement-${orderId}`,
          paidAt: at,
          createdAt: at,
        });
        // One signed copy, sold at placement: the missed outcome puts it back on sale.
        const [product] = await tx
          .insert(products)
          .values({ orderFormId, title: `Signed copy ${n}`, priceMinor: input.totalMinor, stockLimit: 5, stockSold: 1 })
          .returning({ id: products.id });
        if (!product) throw new Error('product not created');
        await tx.insert(orderLines).values({
          orderId,
          position: 0,
          productId: product.id,
          title: `Signed copy ${n}`,
          quantity: 1,
          unitMinor: input.totalMinor,
          totalMinor: input.totalMinor,
        });
        await tx.insert(transactions).values({
          orderId,
          kind: 'charge',
          amountMinor: input.depositMinor,
          currency,
          status: 'succeeded',
          method: 'card',
          providerPaymentId: payment.id,
          createdAt: at,
        });
        if (plan.length > 0) {
          await tx.insert(instalments).values(
            plan.map((p) => ({
              orderId,
              sequence: p.sequence,
              dueDate: p.dueDate,
              amountMinor: p.amountMinor,
              nextAttemptAt: new Date(`${p.dueDate}T00:00:00Z`),
              createdAt: at,
            })),
          );
        }
        return product.id;
      });
      const rows = await db
        .select({ id: instalments.id, sequence: instalments.sequence })
        .from(instalments)
        .where(eq(instalments.orderId, orderId));
      const instalmentIds = rows.sort((a, b) => a.sequence - b.sequence).map((row) => row.id);
      return {
        orderId,
        orderNumber: number,
        userId,
        email,
        depositPaymentId: payment.id,
        plan,
        instalmentIds,
        productId,
      };
    },
  };
}
