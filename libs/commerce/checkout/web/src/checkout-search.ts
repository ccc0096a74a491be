import * as v from 'valibot';

/**
 * `/cart/{uid}/success`'s search: the provider's authentication and wallet pages send the buyer
 * back with the payment's id and how it ended (`redirect_status=succeeded|failed`).
 */
export const CheckoutReturnSearch = v.object({
  payment_id: v.optional(v.string()),
  redirect_status: v.optional(v.string()),
});
export type CheckoutReturnSearch = v.InferOutput<typeof CheckoutReturnSearch>;
