import type { HttpClient } from '@folio/http';
import { OrderFormResponse, orderFormPaths } from '@folio/order-forms-contract';

/** Per-call options the api functions pass through: the query's abort signal. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** `GET /api/public/order-forms/{slug}`: the whole form (private ones too: the link is the key). */
export function fetchOrderForm(http: HttpClient, slug: string, call: CallOptions = {}): Promise<OrderFormResponse> {
  return http.get(orderFormPaths.form(slug), { ...call, schema: OrderFormResponse });
}
