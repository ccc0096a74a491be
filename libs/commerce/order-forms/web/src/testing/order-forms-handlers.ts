import { orderFormPaths, type OrderForm } from '@folio/order-forms-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/** `GET` one form at its slug, answered with `{ data: form }`. */
export function orderFormHandler(form: OrderForm) {
  return api.get(orderFormPaths.form(form.slug), () => HttpResponse.json({ data: form }));
}

/** `GET` a form at `slug` answered by `answer` (an msw response such as `apiError(404, …)`). */
export function orderFormAnswer(slug: string, answer: () => Response | Promise<Response>) {
  return api.get(orderFormPaths.form(slug), () => answer());
}
