import { orderFormPageHead } from '@folio/order-forms-contract';
import { nullIfNotFound, type PageHeadRoute } from '@folio/server-kit';
import { orderFormService, type OrderFormsDeps } from './order-form.service.js';

/** The head of `/orderform/{slug}` in the served HTML (link previews), as the web route derives it. */
export function orderFormPageHeads(deps: OrderFormsDeps): PageHeadRoute[] {
  const forms = orderFormService(deps);
  return [
    {
      pattern: '/orderform/:slug',
      resolve: async ({ slug = '' }) => {
        const form = await nullIfNotFound(() => forms.bySlug(slug));
        return form ? orderFormPageHead(form) : null;
      },
    },
  ];
}
