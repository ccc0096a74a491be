import { MinorUnits } from '@folio/order-forms-contract';
import * as v from 'valibot';
import { Order } from './order.schema.js';

export const CANCEL_REASON_MAX = 500;

/** POST /api/orders/{order_number}/cancel. */
export const CancelOrderInput = v.object({
  reason: v.optional(
    v.pipe(
      v.string('The reason must be a string.'),
      v.maxLength(CANCEL_REASON_MAX, `The reason may not be longer than ${CANCEL_REASON_MAX} characters.`),
    ),
    '',
  ),
});
export type CancelOrderInput = v.InferOutput<typeof CancelOrderInput>;

/** The cancelled order and what the form's policy refunds (through the provider). */
export const CancelOrderResponse = v.object({
  data: v.object({ order: Order, refunded_minor: MinorUnits }),
  message: v.string(),
});
export type CancelOrderResponse = v.InferOutput<typeof CancelOrderResponse>;

export { CANCEL_POLICIES, type CancelPolicy } from './order.schema.js';
