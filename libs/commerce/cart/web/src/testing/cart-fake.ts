import {
  type AddCartItemInput,
  type AdjustCartItemInput,
  type Cart,
  CART_BASE_PATH,
  type CartBundleItem,
  type CartOrderForm,
  type CartProductItem,
  type RemoveCartItemInput,
  type ShippingOption,
  type StockCheckLine,
} from '@folio/cart-contract';
import { api, apiError } from '@folio/testing';
import { HttpResponse, type RequestHandler } from 'msw';
import { aCart, testUuid } from './cart-factories';
import { discountOf, orderTotal, subtotalOf } from '@folio/pricing';

export interface FakeVariant {
  id: string;
  name: string;
}

export interface FakeProduct {
  id: string;
  title: string;
  unit_price_minor: number;
  variants?: FakeVariant[];
  /** Units left; unlimited when left out. */
  stock?: number;
  image_url?: string;
}

export interface FakeBundle {
  id: string;
  title: string;
  unit_price_minor: number;
  /** The products of the bundle (ids of the form's products). */
  product_ids: string[];
  stock?: number;
  image_url?: string;
}

/** A form the fake sells from: what a cart shows of it, and its catalogue. */
export interface FakeForm {
  form: CartOrderForm;
  products: FakeProduct[];
  bundles?: FakeBundle[];
  shipping?: ShippingOption[];
}

/** A refusal the fake answers once, for the next call of that kind. */
export interface Refusal {
  status?: number;
  message?: string;
  code?: string;
}

export type CallKind =
  | 'init'
  | 'add'
  | 'adjust'
  | 'remove'
  | 'message'
  | 'coupon'
  | 'list'
  | 'summary'
  | 'cart'
  | 'order';

const path = (suffix = '') => `${CART_BASE_PATH}/:id${suffix}`;
const PICTURE = '/images/placeholder-book.webp';

/**
 * A small stateful cart server that follows `@folio/cart-contract`: carts per session and form,
 * product and bundle lines with prices and stock, summary, list, adjust, remove, message,
 * coupons (code `SAVE10`: 10% off) and shipping options. It refuses as the server does: 422
 * `{message, code}` past the stock or for a closed form, 404 for an unknown cart, and once more
 * for the next call a test names (`refuseNext`), so tests can exercise rollback.
 */
export interface CartFake {
  /** msw handlers: `apiServer.use(...fake.handlers)`. */
  handlers: RequestHandler[];
  /** Every cart the fake holds. */
  carts(): Cart[];
  cart(id: string): Cart | undefined;
  /** Puts a cart in as it is (another session's, one with lines already); answers it with its totals. */
  seed(cart: Cart): Cart;
  /** The next call of `kind` answers this refusal (422 `{message, code}` unless told). */
  refuseNext(kind: CallKind, refusal?: Refusal): void;
  /** Calls of `kind` wait for `until` before answering (to see a pending or optimistic state). */
  hold(kind: CallKind, until: Promise<unknown>): void;
}

export function createCartFake(forms: FakeForm[]): CartFake {
  const carts = new Map<string, Cart>();
  const refusals = new Map<CallKind, Refusal>();
  const pending = new Map<CallKind, Promise<unknown>>();
  const formOf = (idOrUid: string) => forms.find(({ form }) => form.id === idOrUid || form.uid === idOrUid);

  const refused = async (kind: CallKind) => {
    await pending.get(kind);
    const refusal = refusals.get(kind);
    if (!refusal) return null;
    refusals.delete(kind);
    return apiError(refusal.status ?? 422, refusal.message ?? 'Refused.', refusal.code ?? 'refused');
  };

  const totals = (cart: Cart): Cart => {
    const lines = [...cart.items.products, ...cart.items.bundles];
    const subtotal = subtotalOf(cart.items);
    const coupon = cart.coupon
      ? {
          ...cart.coupon,
          discount_minor: discountOf(
            { kind: cart.coupon.kind, amountMinor: cart.coupon.amount_minor, percent: cart.coupon.percent },
            subtotal,
          ),
        }
      : null;
    return {
      ...cart,
      coupon,
      subtotal_minor: subtotal,
      total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      updated_at: new Date().toISOString(),
    };
  };
  const save = (cart: Cart) => {
    const next = totals(cart);
    carts.set(next.id, next);
    return HttpResponse.json({ data: next });
  };
  const hold = () => ({ held_until: new Date(Date.now() + 30 * 60_000).toISOString(), active: true });

  const sessionCarts = (sessionUid: string | null) =>
    [...carts.values()].filter((cart) => sessionUid !== null && cart.session_uid === sessionUid);

  const productLine = (fake: FakeForm, input: { product_id: string; variant_id?: string }) => {
    const product = fake.products.find(({ id }) => id === input.product_id);
    const variant = product?.variants?.find(({ id }) => id === input.variant_id) ?? null;
    return product ? { product, variant } : null;
  };

  const stockError = (left: number | undefined, wanted: number) =>
    left !== undefined && wanted > left
      ? apiError(422, left === 0 ? 'This item is sold out.' : `Only ${left} left.`, 'insufficient_stock')
      : null;

  const sameBundle = (
    line: CartBundleItem,
    input: { bundle_id: string; product_variants?: { variant_id: string }[] | undefined },
  ) =>
    line.bundle_id === input.bundle_id &&
    line.product_variants.map(({ variant_id }) => variant_id).join() ===
      (input.product_variants ?? []).map(({ variant_id }) => variant_id).join();
  const sameProduct = (line: CartProductItem, input: { product_id: string; variant_id?: string | undefined }) =>
    line.product_id === input.product_id && line.product_variant_id === (input.variant_id ?? null);

  function addLine(cart: Cart, fake: FakeForm, input: AddCartItemInput): Response {
    if ('product_id' in input) {
      const found = productLine(fake, input);
      if (!found) return apiError(422, 'That product is not on this order form.', 'unknown_product');
      const existing = cart.items.products.find((line) => sameProduct(line, input));
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      const refusal = stockError(found.product.stock, quantity);
      if (refusal) return refusal;
      const line: CartProductItem = {
        id: existing?.id ?? testUuid(),
        product_id: found.product.id,
        product_variant_id: found.variant?.id ?? null,
        quantity,
        price_total: quantity * found.product.unit_price_minor,
        unit_price_minor: found.product.unit_price_minor,
        title: found.product.title,
        variant_name: found.variant?.name ?? null,
        image_url: found.product.image_url ?? PICTURE,
        hold: hold(),
      };
      const products = existing
        ? cart.items.products.map((each) => (each.id === line.id ? line : each))
        : [...cart.items.products, line];
      return save({ ...cart, items: { ...cart.items, products } });
    }
    const bundle = fake.bundles?.find(({ id }) => id === input.bundle_id);
    if (!bundle) return apiError(422, 'That bundle is not on this order form.', 'unknown_bundle');
    const existing = cart.items.bundles.find((line) => sameBundle(line, input));
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    const refusal = stockError(bundle.stock, quantity);
    if (refusal) return refusal;
    const line: CartBundleItem = {
      id: existing?.id ?? testUuid(),
      bundle_id: bundle.id,
      quantity,
      price_total: quantity * bundle.unit_price_minor,
      unit_price_minor: bundle.unit_price_minor,
      title: bundle.title,
      product_variants: (input.product_variants ?? []).map(({ product_id, variant_id }) => {
        const found = productLine(fake, { product_id, variant_id });
        return {
          product_id,
          product_title: found?.product.title ?? 'Product',
          variant_id,
          variant_name: found?.variant?.name ?? 'Standard',
        };
      }),
      image_url: bundle.image_url ?? PICTURE,
      hold: hold(),
    };
    const bundles = existing
      ? cart.items.bundles.map((each) => (each.id === line.id ? line : each))
      : [...cart.items.bundles, line];
    return save({ ...cart, items: { ...cart.items, bundles } });
  }

  function changeLine(
    cart: Cart,
    fake: FakeForm,
    input: RemoveCartItemInput | AdjustCartItemInput,
    quantity: number | null,
  ): Response {
    if ('product_id' in input) {
      const line = cart.items.products.find((each) => sameProduct(each, input));
      if (!line) return apiError(404, 'That item is not in this cart.', 'not_found');
      if (quantity === null)
        return save({
          ...cart,
          items: { ...cart.items, products: cart.items.products.filter((each) => each !== line) },
        });
      const refusal = stockError(productLine(fake, input)?.product.stock, quantity);
      if (refusal) return refusal;
      const next = { ...line, quantity, price_total: quantity * line.unit_price_minor };
      return save({
        ...cart,
        items: { ...cart.items, products: cart.items.products.map((each) => (each === line ? next : each)) },
      });
    }
    const line = cart.items.bundles.find((each) => sameBundle(each, input));
    if (!line) return apiError(404, 'That item is not in this cart.', 'not_found');
    if (quantity === null)
      return save({ ...cart, items: { ...cart.items, bundles: cart.items.bundles.filter((each) => each !== line) } });
    const refusal = stockError(fake.bundles?.find(({ id }) => id === input.bundle_id)?.stock, quantity);
    if (refusal) return refusal;
    const next = { ...line, quantity, price_total: quantity * line.unit_price_minor };
    return save({
      ...cart,
      items: { ...cart.items, bundles: cart.items.bundles.map((each) => (each === line ? next : each)) },
    });
  }

  /** The cart named in the path, with its form; a 404 answer when there is none. */
  const cartOf = (id: unknown) => {
    const cart = carts.get(String(id));
    const fake = cart ? formOf(cart.order_form.id) : undefined;
    return cart && fake ? { cart, fake } : null;
  };
  const notFound = () => apiError(404, 'Cart not found.', 'not_found');

  const handlers: RequestHandler[] = [
    api.get(`${CART_BASE_PATH}/init/:formId`, async ({ params, request }) => {
      const refusal = await refused('init');
      if (refusal) return refusal;
      const fake = formOf(String(params['formId']));
      const sessionUid = new URL(request.url).searchParams.get('session_uid');
      if (!fake || !sessionUid) return apiError(404, 'Order form not found.', 'not_found');
      const existing = sessionCarts(sessionUid).find(
        (cart) => cart.order_form.id === fake.form.id && cart.status === 'open',
      );
      return existing
        ? HttpResponse.json({ data: existing })
        : save(aCart({ id: testUuid(), session_uid: sessionUid, order_form: fake.form }));
    }),
    api.get(`${CART_BASE_PATH}/summary`, async ({ request }) => {
      const refusal = await refused('summary');
      if (refusal) return refusal;
      const sessionUid = new URL(request.url).searchParams.get('session_uid');
      const data = Object.fromEntries(
        sessionCarts(sessionUid)
          .filter((cart) => cart.status === 'open')
          .map((cart) => [
            cart.order_form.uid,
            {
              cart_id: cart.id,
              cart_uid: cart.cart_uid,
              order_form_id: cart.order_form.id,
              order_form_uid: cart.order_form.uid,
              currency: cart.order_form.currency,
              total_quantity: cart.total_quantity,
              subtotal_minor: cart.subtotal_minor,
            },
          ]),
      );
      return HttpResponse.json({ data });
    }),
    api.get(`${CART_BASE_PATH}/list`, async ({ request }) => {
      const refusal = await refused('list');
      if (refusal) return refusal;
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      // As the server does: the visitor's carts, of the one status asked for when there is one.
      const data = sessionCarts(query.get('session_uid')).filter((cart) => !status || cart.status === status);
      return HttpResponse.json({ data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } });
    }),
    api.get(path(), async ({ params }) => {
      const refusal = await refused('cart');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      return found ? HttpResponse.json({ data: found.cart }) : notFound();
    }),
    api.delete(path(), ({ params }) => {
      if (!carts.delete(String(params['id']))) return notFound();
      return HttpResponse.json({ message: 'Cart deleted.' });
    }),
    api.post(path('/add'), async ({ params, request }) => {
      const refusal = await refused('add');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      if (!found) return notFound();
      if (found.cart.order_form.closed) return apiError(422, 'This order form is closed.', 'order_form_closed');
      return addLine(found.cart, found.fake, (await request.json()) as AddCartItemInput);
    }),
    api.post(path('/adjust'), async ({ params, request }) => {
      const body = (await request.json()) as AdjustCartItemInput;
      const refusal = await refused('adjust');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      return found ? changeLine(found.cart, found.fake, body, body.quantity) : notFound();
    }),
    api.post(path('/remove'), async ({ params, request }) => {
      const body = (await request.json()) as RemoveCartItemInput;
      const refusal = await refused('remove');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      return found ? changeLine(found.cart, found.fake, body, null) : notFound();
    }),
    api.post(path('/message'), async ({ params, request }) => {
      const { message } = (await request.json()) as { message: string };
      const refusal = await refused('message');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      return found ? save({ ...found.cart, message }) : notFound();
    }),
    api.post(path('/coupon'), async ({ params, request }) => {
      const { code } = (await request.json()) as { code: string };
      const refusal = await refused('coupon');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      if (!found) return notFound();
      if (code.trim().toUpperCase() !== 'SAVE10')
        return apiError(422, 'This coupon code is not valid.', 'coupon_invalid');
      const cart = totals({
        ...found.cart,
        coupon: { code: 'SAVE10', kind: 'percentage', amount_minor: null, percent: 10, discount_minor: 0 },
      });
      carts.set(cart.id, cart);
      return HttpResponse.json({ data: cart, message: 'Coupon applied.' });
    }),
    api.delete(path('/coupon'), ({ params }) => {
      const found = cartOf(params['id']);
      if (!found) return notFound();
      const cart = totals({ ...found.cart, coupon: null });
      carts.set(cart.id, cart);
      return HttpResponse.json({ data: cart, message: 'Coupon removed.' });
    }),
    api.get(path('/check-stock'), ({ params }) => {
      const found = cartOf(params['id']);
      if (!found) return notFound();
      const check = (
        kind: 'product' | 'bundle',
        line: CartProductItem | CartBundleItem,
        stock: number | undefined,
      ): StockCheckLine => {
        const available = stock ?? line.quantity;
        const status = available === 0 ? 'sold_out' : available < line.quantity ? 'short' : 'held';
        return {
          line_id: line.id,
          kind,
          title: line.title,
          requested: line.quantity,
          available,
          status,
          held_until: status === 'held' ? line.hold.held_until : null,
        };
      };
      const lines = [
        ...found.cart.items.products.map((line) =>
          check('product', line, productLine(found.fake, { product_id: line.product_id })?.product.stock),
        ),
        ...found.cart.items.bundles.map((line) =>
          check('bundle', line, found.fake.bundles?.find(({ id }) => id === line.bundle_id)?.stock),
        ),
      ];
      const ok = lines.every((line) => line.status === 'held' || line.status === 'renewed');
      return HttpResponse.json({
        data: { ok, lines },
        message: ok ? 'Everything in your cart is held for you.' : 'Some items are short.',
      });
    }),
    api.get(path('/shipping-options'), ({ params, request }) => {
      const found = cartOf(params['id']);
      if (!found) return notFound();
      const country = new URL(request.url).searchParams.get('country_code')?.toUpperCase();
      const rates = found.fake.shipping ?? [];
      const own = rates.filter((rate) => rate.country_code === country);
      return HttpResponse.json({ data: own.length > 0 ? own : rates.filter((rate) => rate.country_code === null) });
    }),
    api.get(path('/order'), async ({ params }) => {
      const refusal = await refused('order');
      if (refusal) return refusal;
      const found = cartOf(params['id']);
      if (!found) return notFound();
      const { cart } = found;
      const discount = cart.coupon?.discount_minor ?? 0;
      const shipping = cart.shipping?.price_minor ?? 0;
      return HttpResponse.json({
        data: {
          cart_id: cart.id,
          currency: cart.order_form.currency,
          subtotal_minor: cart.subtotal_minor,
          discount_minor: discount,
          shipping_minor: shipping,
          total_minor: orderTotal({
            subtotalMinor: cart.subtotal_minor,
            discountMinor: discount,
            shippingMinor: shipping,
          }),
          total_quantity: cart.total_quantity,
          deposit: null,
        },
      });
    }),
  ];

  return {
    handlers,
    carts: () => [...carts.values()],
    cart: (id: string) => carts.get(id),
    seed(cart: Cart) {
      const next = totals(cart);
      carts.set(next.id, next);
      return next;
    },
    refuseNext(kind: CallKind, refusal: Refusal = {}) {
      refusals.set(kind, refusal);
    },
    hold(kind: CallKind, until: Promise<unknown>) {
      pending.set(kind, until);
    },
  };
}
