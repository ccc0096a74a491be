import type { CheckoutConflict } from '@folio/checkout-contract';

/** A 409 of a placement with its body (`order_number` for `checkout_in_progress`); stored for replays like any answer. */
export class CheckoutConflictError extends Error {
  override readonly name = 'CheckoutConflictError';
  constructor(readonly body: CheckoutConflict) {
    super(body.message);
  }
}

export const conflict = (code: CheckoutConflict['code'], message: string, orderNumber?: string) =>
  new CheckoutConflictError(orderNumber ? { message, code, order_number: orderNumber } : { message, code });
