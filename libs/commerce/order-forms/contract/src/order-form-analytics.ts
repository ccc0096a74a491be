import type { AnalyticsContext } from '@folio/analytics-contract';

/** What a form's analytics context is made of: the form as the page and a cart both carry it. */
export interface OrderFormAnalyticsSource {
  id: string;
  seller: { id: string };
  event: { id: string } | null;
}

/**
 * The analytics context of an order form's funnel events (spec section 3): scoped to the form,
 * its seller, and its signing event when it has one. `userId` when the caller knows the account;
 * left out, the analytics client fills in the signed-in user.
 */
export function orderFormAnalyticsContext(form: OrderFormAnalyticsSource, userId?: string | null): AnalyticsContext {
  return {
    scope: form.id,
    orderFormId: form.id,
    sellerId: form.seller.id,
    eventId: form.event?.id ?? null,
    ...(userId === undefined ? {} : { userId }),
  };
}
