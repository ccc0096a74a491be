import { Count, CurrencyCode, Id, IsoDate, IsoDateTime, MinorUnits } from '@folio/order-forms-contract';
import { SavedMethodView } from '@folio/payments-contract';
import { statesOf } from '@folio/lifecycle';
import * as v from 'valibot';
import { INSTALMENT_LIFECYCLE, TRANSACTION_LIFECYCLE } from './lifecycles.js';
import { Order, OrderNumber } from './order.schema.js';

export const INSTALMENT_STATUSES = statesOf(INSTALMENT_LIFECYCLE);
export const InstalmentStatus = v.picklist(INSTALMENT_STATUSES);
export type InstalmentStatus = v.InferOutput<typeof InstalmentStatus>;

/** One payment of a plan: sequence 1 is the first after the deposit. Fixed at purchase. */
export const Instalment = v.object({
  id: Id,
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  due_date: IsoDate,
  amount_minor: MinorUnits,
  status: InstalmentStatus,
  paid_at: v.nullable(IsoDateTime),
  /** Charges tried so far (automatic and early). */
  attempts: Count,
});
export type Instalment = v.InferOutput<typeof Instalment>;

/** A deposit order's plan: the deposit paid at purchase and the balance in instalments. */
export const PaymentPlan = v.object({
  order_number: OrderNumber,
  currency: CurrencyCode,
  total_minor: MinorUnits,
  deposit_minor: MinorUnits,
  deposit_paid_at: v.nullable(IsoDateTime),
  instalments: v.array(Instalment),
  /** What happens when an instalment stays unpaid after its retries (the form's policy at purchase). */
  missed_payment_outcome: v.picklist(['cancel_order', 'keep_paid']),
});
export type PaymentPlan = v.InferOutput<typeof PaymentPlan>;

/** `{data: null}` for an order paid in full (it has no plan). */
export const PaymentPlanResponse = v.object({ data: v.nullable(PaymentPlan) });
export type PaymentPlanResponse = v.InferOutput<typeof PaymentPlanResponse>;

export const TRANSACTION_KINDS = ['charge', 'refund', 'failure'] as const;
export const TRANSACTION_STATUSES = statesOf(TRANSACTION_LIFECYCLE);

/** Money that moved (or tried to): a charge, a refund or a failed attempt, with the provider's words. */
export const Transaction = v.object({
  id: Id,
  kind: v.picklist(TRANSACTION_KINDS),
  amount_minor: MinorUnits,
  currency: CurrencyCode,
  status: v.picklist(TRANSACTION_STATUSES),
  /** 'card' | 'wallet' | null when unknown. */
  method: v.nullable(v.string()),
  /** The provider's payment or refund id. */
  provider_reference: v.nullable(v.string()),
  /** Null for the purchase payment (full or deposit). */
  instalment_id: v.nullable(Id),
  created_at: IsoDateTime,
  /** The provider's message for a failure; null otherwise. */
  message: v.nullable(v.string()),
});
export type Transaction = v.InferOutput<typeof Transaction>;

export const TransactionListResponse = v.object({ data: v.array(Transaction) });
export type TransactionListResponse = v.InferOutput<typeof TransactionListResponse>;

/** GET /api/installments/{id}: the instalment with its order, for /checkout/installment/{id}. */
export const InstalmentDetail = v.object({ instalment: Instalment, order: Order });
export type InstalmentDetail = v.InferOutput<typeof InstalmentDetail>;

export const InstalmentResponse = v.object({ data: InstalmentDetail, message: v.optional(v.string()) });
export type InstalmentResponse = v.InferOutput<typeof InstalmentResponse>;

/** A payment the browser confirms with the provider's form (the client secret never goes in a log). */
export const PaymentToConfirm = v.object({
  id: v.string(),
  client_secret: v.string(),
  status: v.picklist(['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled']),
  amount_minor: MinorUnits,
  currency: CurrencyCode,
  /** The buyer's saved methods that can pay it (unexpired), offered beside a new card; empty when none. */
  saved_methods: v.array(SavedMethodView),
});
export type PaymentToConfirm = v.InferOutput<typeof PaymentToConfirm>;

/** POST /api/installments/{id}/pay: pay one early. No body needed; the key header is required. */
export const PayInstalmentResponse = v.object({
  data: v.object({ instalment: Instalment, payment: PaymentToConfirm }),
});
export type PayInstalmentResponse = v.InferOutput<typeof PayInstalmentResponse>;
