import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';
import type { OrderFormResponse } from '@folio/order-forms-contract';

/**
 * One order form for its route loader: on a first visit the answer the server put in the HTML (no
 * second round trip, and the page draws without the query client), else
 * `GET /api/public/order-forms/{slug}`, whose module and schemas load only then. Stock and the
 * closed flag change while a reader looks, so every visit reads it again.
 */
export function loadOrderForm(http: HttpClient, slug: string): Promise<OrderFormResponse> {
  return loadPageData(hasData, async () => (await import('./order-forms.api')).fetchOrderForm(http, slug));
}
