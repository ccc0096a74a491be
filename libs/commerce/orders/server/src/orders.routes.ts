import { authenticatedUser, requireUser, type SessionEnv } from '@folio/auth-server';
import {
  CancelOrderInput,
  OrderListQuery,
  PastQuery,
  orderRoutePatterns as at,
  type AccountEventListResponse,
  type AccountEventOrdersResponse,
  type CancelOrderResponse,
  type EventOrdersListResponse,
  type OrderListResponse,
  type OrderResponse,
  type PaymentPlanResponse,
  type TermsResponse,
  type TransactionListResponse,
} from '@folio/orders-contract';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { cancelOrder } from './order-cancel.js';
import { orderViews } from './order-view.js';
import type { OrdersDeps } from './orders-deps.js';
import { ordersService } from './orders.service.js';

const OrderParam = v.object({ orderNumber: v.pipe(v.string(), v.maxLength(40, 'Order not found.')) });
const SlugParam = v.object({ slug: v.pipe(v.string(), v.maxLength(200, 'Event not found.')) });

const privateAnswers = createMiddleware<SessionEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/**
 * The reader's orders (issue 12): lists, one order and its terms, plan and transactions, the
 * per-event views and cancelling. Signed-in only; anything not the reader's own is 404.
 */
export function ordersRoutes(deps: OrdersDeps) {
  const service = ordersService(deps);
  const now = deps.now ?? (() => new Date());
  const userId = async (c: Parameters<typeof authenticatedUser>[0]) => (await authenticatedUser(c)).id;
  const param = validate('param', OrderParam);

  return new Hono<SessionEnv>()
    .use(at.list, requireUser(), privateAnswers)
    .use(`${at.list}/*`, requireUser(), privateAnswers)
    .use('/api/account/events', requireUser(), privateAnswers)
    .use('/api/account/events/*', requireUser(), privateAnswers)
    .get(at.list, validate('query', OrderListQuery), async (c) => {
      const { page, per_page, cart_uid } = c.req.valid('query');
      return c.json((await service.list(await userId(c), page, per_page, cart_uid)) satisfies OrderListResponse);
    })
    .get(at.byEvent, validate('query', PastQuery), async (c) =>
      c.json({
        data: await service.byEvent(await userId(c), c.req.valid('query').past === '1'),
      } satisfies EventOrdersListResponse),
    )
    .get(at.order, param, async (c) =>
      c.json({ data: await service.get(c.req.valid('param').orderNumber, await userId(c)) } satisfies OrderResponse),
    )
    .get(at.terms, param, async (c) =>
      c.json({ data: await service.terms(c.req.valid('param').orderNumber, await userId(c)) } satisfies TermsResponse),
    )
    .get(at.paymentPlan, param, async (c) =>
      c.json({
        data: await service.plan(c.req.valid('param').orderNumber, await userId(c)),
      } satisfies PaymentPlanResponse),
    )
    .get(at.transactions, param, async (c) =>
      c.json({
        data: await service.transactions(c.req.valid('param').orderNumber, await userId(c)),
      } satisfies TransactionListResponse),
    )
    .post(at.cancel, param, validate('json', CancelOrderInput), async (c) => {
      const { order, refunded } = await cancelOrder(deps, c.req.valid('param').orderNumber, await userId(c));
      const [view] = await orderViews(deps.db, deps.catalog, [order], now());
      const message =
        refunded > 0 ? 'Your order is cancelled and the refund is on its way.' : 'Your order is cancelled.';
      return c.json({ data: { order: view!, refunded_minor: refunded }, message } satisfies CancelOrderResponse);
    })
    .get(at.accountEvents, validate('query', PastQuery), async (c) =>
      c.json({
        data: await service.accountEvents(await userId(c), c.req.valid('query').past === '1'),
      } satisfies AccountEventListResponse),
    )
    .get(at.accountEventOrders, validate('param', SlugParam), async (c) =>
      c.json({
        data: await service.accountEventOrders(await userId(c), c.req.valid('param').slug),
      } satisfies AccountEventOrdersResponse),
    );
}
