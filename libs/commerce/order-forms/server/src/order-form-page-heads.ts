import { orderFormPageHead } from '@folio/order-forms-contract';
import { nullIfNotFound, pageDataRoute, type PageDataRoute, type PageHeadRoute } from '@folio/server-kit';
import { orderFormService, type OrderFormsDeps } from './order-form.service.js';

const PATTERN = '/orderform/:slug';

/** The head of `/orderform/{slug}` in the served HTML (link previews), as the web route derives it. */
export function orderFormPageHeads(deps: OrderFormsDeps): PageHeadRoute[] {
  const forms = orderFormService(deps);
  return [
    {
      pattern: PATTERN,
      resolve: async ({ slug = '' }) => {
        const form = await nullIfNotFound(() => forms.bySlug(slug));
        return form ? orderFormPageHead(form) : null;
      },
    },
  ];
}

/**
 * The form in the HTML the API serves for `/orderform/{slug}`, as `GET /api/public/order-forms/{slug}`
 * answers it: a first visit draws from it with no second round trip (and its head with it).
 */
export function orderFormPageData(deps: OrderFormsDeps): PageDataRoute[] {
  const forms = orderFormService(deps);
  return [
    pageDataRoute(
      PATTERN,
      async (_c, { slug = '' }) => {
        const form = await nullIfNotFound(() => forms.bySlug(slug));
        return form ? { data: form } : undefined;
      },
      ({ data }) => orderFormPageHead(data),
    ),
  ];
}
