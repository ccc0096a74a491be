import type { SessionEnv } from '@folio/auth-server';
import {
  AddCartItemInput,
  AdjustCartItemInput,
  CART_BASE_PATH,
  CartListQuery,
  CartMessageInput,
  CouponInput,
  RemoveCartItemInput,
  SessionQuery,
  ShippingOptionsQuery,
  type Cart,
  type CartItemsResponse,
  type CartOrderResponse,
  type CartResponse,
  type CartSummaryResponse,
  type CouponRevalidateResponse,
  type MessageResponse,
  type ShippingOptionsResponse,
  type StockCheckResponse,
} from '@folio/cart-contract';
import { notFound, validate } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { CartDeps } from './cart-deps.js';
import { callerOf, callerWithSession, claimsOtherSession, type Caller } from './cart-session.js';
import { cartService } from './cart.service.js';

const CART_NOT_FOUND = 'Cart not found.';

/** `{id}` and `{orderFormId}` in the path: ids are checked by the service (a malformed one is simply not found). */
const IdParam = v.object({ id: v.pipe(v.string(), v.maxLength(200, CART_NOT_FOUND)) });
const FormParam = v.object({ orderFormId: v.pipe(v.string(), v.maxLength(200, 'Order form not found.')) });

/** Every answer is the caller's own: never cached. */
const privateAnswers = createMiddleware<SessionEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/**
 * The public cart API of spec section 7 (`/api/public/cart`). The visitor is their `sess_id`
 * cookie (minted by init and add when missing) and, signed in, their account; a `session_uid`
 * that is not the caller's own gets nothing (404, or an empty list).
 */
export function cartRoutes(deps: CartDeps) {
  const carts = cartService(deps);
  const secure = deps.secureCookies;

  /** The caller of a cart-scoped call; 404 when the call names a session that is not theirs. */
  const scoped = async (c: Context<SessionEnv>, sessionUid?: string): Promise<Caller> => {
    const caller = await callerOf(c);
    if (claimsOtherSession(caller, sessionUid)) throw notFound(CART_NOT_FOUND);
    return caller;
  };
  const answer = (data: Cart, message?: string): CartResponse => (message === undefined ? { data } : { data, message });

  const app = new Hono<SessionEnv>()
    .use('*', privateAnswers)
    .get('/init/:orderFormId', validate('param', FormParam), validate('query', SessionQuery), async (c) => {
      const given = c.req.valid('query').session_uid;
      const before = await callerOf(c);
      if (given !== undefined && before.sessionUid !== null && given !== before.sessionUid)
        throw notFound('Order form not found.');
      const caller = await callerWithSession(c, secure);
      if (claimsOtherSession(caller, given)) throw notFound('Order form not found.');
      return c.json(answer(await carts.init(c.req.valid('param').orderFormId, caller)));
    })
    .get('/list', validate('query', CartListQuery), async (c) => {
      const query = c.req.valid('query');
      const caller = await callerOf(c);
      if (claimsOtherSession(caller, query.session_uid)) {
        return c.json({
          data: [],
          meta: { current_page: query.page, per_page: query.per_page, total: 0, last_page: 1 },
        });
      }
      return c.json(await carts.list(caller, query));
    })
    .get('/summary', validate('query', SessionQuery), async (c) => {
      const caller = await callerOf(c);
      if (claimsOtherSession(caller, c.req.valid('query').session_uid))
        return c.json({ data: {} } satisfies CartSummaryResponse);
      return c.json({ data: await carts.summary(caller) } satisfies CartSummaryResponse);
    })
    .get('/:id', validate('param', IdParam), async (c) =>
      c.json(answer(await carts.get(c.req.valid('param').id, await scoped(c)))),
    )
    .post('/:id/add', validate('param', IdParam), validate('json', AddCartItemInput), async (c) => {
      const input = c.req.valid('json');
      const caller = await callerWithSession(c, secure);
      if (claimsOtherSession(caller, input.session_uid)) throw notFound(CART_NOT_FOUND);
      const cart = await carts.add(c.req.valid('param').id, caller, input);
      return c.json(answer(cart, 'product_id' in input ? 'Product added to cart' : 'Bundle added to cart'));
    })
    .post('/:id/remove', validate('param', IdParam), validate('json', RemoveCartItemInput), async (c) =>
      c.json(
        answer(
          await carts.remove(c.req.valid('param').id, await scoped(c), c.req.valid('json')),
          'Item removed from cart',
        ),
      ),
    )
    .post('/:id/adjust', validate('param', IdParam), validate('json', AdjustCartItemInput), async (c) =>
      c.json(
        answer(await carts.adjust(c.req.valid('param').id, await scoped(c), c.req.valid('json')), 'Quantity updated'),
      ),
    )
    .post('/:id/message', validate('param', IdParam), validate('json', CartMessageInput), async (c) =>
      c.json(
        answer(
          await carts.message(c.req.valid('param').id, await scoped(c), c.req.valid('json').message),
          'Message saved',
        ),
      ),
    )
    .delete('/:id', validate('param', IdParam), async (c) => {
      await carts.delete(c.req.valid('param').id, await scoped(c));
      return c.json({ message: 'Cart deleted' } satisfies MessageResponse);
    })
    .post('/:id/pending-order', validate('param', IdParam), async (c) =>
      c.json(answer(await carts.pendingOrder(c.req.valid('param').id, await scoped(c)), 'Cart set as a pending order')),
    )
    .get('/:id/items', validate('param', IdParam), async (c) =>
      c.json({ data: await carts.items(c.req.valid('param').id, await scoped(c)) } satisfies CartItemsResponse),
    )
    .get('/:id/check-stock', validate('param', IdParam), async (c) => {
      const data = await carts.checkStock(c.req.valid('param').id, await scoped(c));
      const body: StockCheckResponse = data.ok
        ? { data }
        : { data, message: 'Some items in your cart are no longer available in the quantity you chose.' };
      return c.json(body);
    })
    .get('/:id/shipping-options', validate('param', IdParam), validate('query', ShippingOptionsQuery), async (c) =>
      c.json({
        data: await carts.shippingOptions(c.req.valid('param').id, await scoped(c), c.req.valid('query').country_code),
      } satisfies ShippingOptionsResponse),
    )
    .get('/:id/order', validate('param', IdParam), async (c) =>
      c.json({ data: await carts.order(c.req.valid('param').id, await scoped(c)) } satisfies CartOrderResponse),
    )
    .post('/:id/coupon', validate('param', IdParam), validate('json', CouponInput), async (c) =>
      c.json(
        answer(
          await carts.applyCoupon(c.req.valid('param').id, await scoped(c), c.req.valid('json').code),
          'Coupon applied',
        ),
      ),
    )
    .delete('/:id/coupon', validate('param', IdParam), async (c) =>
      c.json(answer(await carts.removeCoupon(c.req.valid('param').id, await scoped(c)), 'Coupon removed')),
    )
    .get('/:id/coupon/revalidate', validate('param', IdParam), async (c) =>
      c.json(
        (await carts.revalidateCoupon(c.req.valid('param').id, await scoped(c))) satisfies CouponRevalidateResponse,
      ),
    );

  return new Hono<SessionEnv>().route(CART_BASE_PATH, app);
}
