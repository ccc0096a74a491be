import { authenticatedUser, requireUser, type SessionEnv } from '@folio/auth-server';
import type { CartResponse } from '@folio/cart-contract';
import {
  checkoutRoutePatterns as at,
  PlaceOrderInput,
  ShippingChoiceInput,
  UpdateQtySoldInput,
  type DepositQuoteResponse,
  type PlaceOrderResponse,
  type PlacedOrderResponse,
  type ReadyCartsResponse,
} from '@folio/checkout-contract';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  orderRoutePatterns,
  type InstalmentResponse,
  type OrderResponse,
} from '@folio/orders-contract';
import { orderByPaymentId, orderViews } from '@folio/orders-server';
import { ApiError, notFound, validate, validationFailed } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { applyPayment } from './apply-payment.js';
import { cartCheckout } from './cart-checkout.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { Answer } from './idempotent.js';
import { instalmentDetail, payInstalment } from './instalment-pay.js';
import { handleNotification } from './notifications.js';
import { giveUpOrder, payPendingOrder } from './pending-order.js';
import { placeOrder } from './placement.js';

const IdParam = v.object({ id: v.pipe(v.string(), v.maxLength(200, 'Not found.')) });
const OrderNumberParam = v.object({ orderNumber: v.pipe(v.string(), v.maxLength(40, 'Order not found.')) });

const privateAnswers = createMiddleware<SessionEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/** The Idempotency-Key header, required on every call that moves money (422 without a valid one). */
function idempotencyKey(c: Context): string {
  const result = v.safeParse(IdempotencyKey, c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (!result.success) throw validationFailed({ [IDEMPOTENCY_KEY_HEADER]: [result.issues[0].message] });
  return result.output;
}

const send = (c: Context, answer: Answer) => c.json(answer.body as object, answer.status as ContentfulStatusCode);

/**
 * Checkout (issue 12), signed-in only, everything not the reader's own a 404: placing an order
 * from a cart, confirming its payment (update-qty-sold), the shipping choice, the deposit offer,
 * the carts ready to pay, and instalments (read, pay one early). The webhook is separate
 * (`paymentWebhookRoutes`): it must be mounted before the session and CSRF middleware.
 */
export function checkoutRoutes(deps: CheckoutDeps) {
  const carts = cartCheckout(deps);
  const now = deps.now ?? (() => new Date());
  const auth = [requireUser(), privateAnswers] as const;

  return new Hono<SessionEnv>()
    .use('/api/cart/:id/checkout', ...auth)
    .use('/api/cart/:id/update-qty-sold', ...auth)
    .use('/api/cart/:id/shipping', ...auth)
    .use('/api/cart/:id/deposit', ...auth)
    .use(at.placedOrder, ...auth)
    .use(at.ready, ...auth)
    .use('/api/installments/*', ...auth)
    .use(orderRoutePatterns.pay, ...auth)
    .use(orderRoutePatterns.giveUp, ...auth)
    .post(at.place, validate('param', IdParam), validate('json', PlaceOrderInput), async (c) => {
      const key = idempotencyKey(c);
      return send(
        c,
        await placeOrder(deps, await authenticatedUser(c), c.req.valid('param').id, c.req.valid('json'), key),
      );
    })
    .post(at.updateQtySold, validate('param', IdParam), validate('json', UpdateQtySoldInput), async (c) => {
      const user = await authenticatedUser(c);
      const cart = await carts.ownCart(c.req.valid('param').id, user.id);
      const { payment_id } = c.req.valid('json');
      // The payment is the placement's of an order of this cart, else not the reader's to confirm.
      const order = await orderByPaymentId(deps.db, payment_id);
      if (order?.cartId !== cart.id) throw notFound('Payment not found.');
      const result = await applyPayment(deps, payment_id);
      if (result.outcome === 'not_paid') {
        throw new ApiError(
          409,
          'payment_not_settled',
          result.payment?.lastError?.message ?? 'The payment has not gone through yet.',
        );
      }
      const [view] = await orderViews(deps.db, deps.catalog, [result.order ?? order], now());
      return c.json({ data: view! } satisfies OrderResponse);
    })
    .patch(at.shipping, validate('param', IdParam), validate('json', ShippingChoiceInput), async (c) => {
      const user = await authenticatedUser(c);
      const cart = await carts.chooseShipping(c.req.valid('param').id, user.id, c.req.valid('json'));
      return c.json({ data: cart, message: 'Shipping updated' } satisfies CartResponse);
    })
    .get(at.deposit, validate('param', IdParam), async (c) =>
      c.json({
        data: await carts.depositQuote(c.req.valid('param').id, (await authenticatedUser(c)).id),
      } satisfies DepositQuoteResponse),
    )
    .get(at.placedOrder, validate('param', IdParam), async (c) =>
      c.json({
        data: await carts.placedOrder(c.req.valid('param').id, (await authenticatedUser(c)).id),
      } satisfies PlacedOrderResponse),
    )
    .get(at.ready, async (c) =>
      c.json({ data: await carts.ready((await authenticatedUser(c)).id) } satisfies ReadyCartsResponse),
    )
    .get(orderRoutePatterns.instalment, validate('param', IdParam), async (c) =>
      c.json({
        data: await instalmentDetail(deps, c.req.valid('param').id, (await authenticatedUser(c)).id),
      } satisfies InstalmentResponse),
    )
    .post(orderRoutePatterns.payInstalment, validate('param', IdParam), async (c) => {
      const key = idempotencyKey(c);
      return send(c, await payInstalment(deps, await authenticatedUser(c), c.req.valid('param').id, key));
    })
    .post(orderRoutePatterns.pay, validate('param', OrderNumberParam), async (c) =>
      c.json(
        (await payPendingOrder(
          deps,
          await authenticatedUser(c),
          c.req.valid('param').orderNumber,
        )) satisfies PlaceOrderResponse,
      ),
    )
    .post(orderRoutePatterns.giveUp, validate('param', OrderNumberParam), async (c) =>
      c.json({
        data: await giveUpOrder(deps, await authenticatedUser(c), c.req.valid('param').orderNumber),
        message: 'Order given up: its items are back in your cart.',
      } satisfies OrderResponse),
    );
}

/**
 * `POST /api/payments/webhook`: the provider's signed notifications, read as the raw body. Mount
 * it before the session, CSRF and JSON-body middleware (like `/v0/events`): it has no session.
 */
export function paymentWebhookRoutes(deps: CheckoutDeps) {
  return new Hono().post(at.webhook, async (c) => {
    const answer = await handleNotification(deps, await c.req.text(), c.req.header(deps.provider.signatureHeader));
    return c.json(answer.body, answer.status);
  });
}
