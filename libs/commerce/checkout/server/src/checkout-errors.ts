import type { CheckoutConflict } from '@folio/checkout-contract';
import { ApiError } from '@folio/server-kit';

/**
 * A 409 of checkout with its body (`order_number` for `checkout_in_progress`): answered by the
 * shared error handler like any ApiError, and stored for replays of an idempotent call.
 */
export class CheckoutConflictError extends ApiError {
  override readonly name = 'CheckoutConflictError';
  constructor(readonly body: CheckoutConflict) {
    super(409, body.code, body.message);
  }

  override toBody(): CheckoutConflict {
    return this.body;
  }
}

export const conflict = (code: CheckoutConflict['code'], message: string, orderNumber?: string) =>
  new CheckoutConflictError(orderNumber ? { message, code, order_number: orderNumber } : { message, code });
