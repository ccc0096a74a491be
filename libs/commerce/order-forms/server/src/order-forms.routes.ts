import { ORDER_FORMS_BASE_PATH } from '@folio/order-forms-contract';
import { svgIdOf, svgResponse } from '@folio/server-kit';
import { Hono } from 'hono';
import { orderFormImageService } from './order-form-image.service.js';
import { orderFormService, type OrderFormsDeps } from './order-form.service.js';

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
      const data = await forms.bySlug(c.req.param('slug'));
      c.header('Cache-Control', 'no-cache');
      return c.json({ data });
    });
}
