import { ORDER_FORMS_BASE_PATH, SLUG_PATTERN } from '@folio/order-forms-contract';
import { svgIdOf, svgResponse } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import { orderFormImageService } from './order-form-image.service.js';
import { orderFormNotFound, orderFormService, type OrderFormsDeps } from './order-form.service.js';

const MAX_SLUG_LENGTH = 160;

/** A slug that cannot exist is the same 404 as an unknown one, without a query. */
function slugOf(c: Context): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) throw orderFormNotFound();
  return slug;
}

/**
 * `/api/public/order-forms`: one order form by its slug (private forms too: the link is the key)
 * and the generated pictures of its products and bundles. Forms carry live stock and the closed
 * flag, so their answer is never cached; pictures are, at their `?v=` key.
 */
export function orderFormsRoutes(deps: OrderFormsDeps) {
  const forms = orderFormService(deps);
  const images = orderFormImageService(deps);
  return new Hono()
    .basePath(ORDER_FORMS_BASE_PATH)
    .get('/images/products/:file', async (c) => svgResponse(c, await images.product(svgIdOf(c, 'Product not found.'))))
    .get('/images/bundles/:file', async (c) => svgResponse(c, await images.bundle(svgIdOf(c, 'Bundle not found.'))))
    .get('/:slug', async (c) => {
      const data = await forms.bySlug(slugOf(c));
      c.header('Cache-Control', 'no-cache');
      return c.json({ data });
    });
}
