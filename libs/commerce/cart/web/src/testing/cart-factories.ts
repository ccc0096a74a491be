import type { Cart, CartOrderForm, CartProductItem } from '@folio/cart-contract';

/** A session id as the client makes them (32 base64url characters), for a test's `sess_id` cookie. */
export const TEST_SESSION_UID = 'test-session-uid-0000000000000000';

let sequence = 0;
/** A stable-looking uuid per call, so factories never collide within a test file. */
export function testUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

/** An order form as a cart shows it (a USD form of an author at a signing, by default). */
export function aCartOrderForm(overrides: Partial<CartOrderForm> = {}): CartOrderForm {
  const id = overrides.id ?? testUuid();
  return {
    id,
    uid: `of_${id.slice(-6)}`,
    slug: `form-${id.slice(-6)}`,
    title: 'Signed preorders',
    currency: 'USD',
    close_date: '2099-12-31',
    closed: false,
    seller: { id: testUuid(), kind: 'author', slug: 'jessica-walter', name: 'Jessica Walter' },
    event: {
      id: '00000000-0000-4000-8000-00000000e001',
      slug: 'chicago-signing-social',
      title: 'Chicago Signing Social',
      starts_at: '2099-06-01T15:00:00.000Z',
      ends_at: '2099-06-01T21:00:00.000Z',
      timezone: 'America/Chicago',
      location: 'Navy Pier, Chicago',
    },
    fulfilment: { pickup: true, shipping: false },
    max_quantity_per_order: null,
    ...overrides,
  };
}

/** A cart line of a product without options, held far into the future (2 copies at 35.00 by default). */
export function aCartProductItem(
  book: { id: string; title: string; unit_price_minor?: number },
  overrides: Partial<CartProductItem> = {},
): CartProductItem {
  const quantity = overrides.quantity ?? 2;
  const unit = book.unit_price_minor ?? 3500;
  return {
    id: testUuid(),
    product_id: book.id,
    product_variant_id: null,
    quantity,
    price_total: unit * quantity,
    unit_price_minor: unit,
    title: book.title,
    variant_name: null,
    image_url: '/book.webp',
    hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
    ...overrides,
  };
}

/** An empty open cart of a form. */
export function aCart(overrides: Partial<Cart> = {}): Cart {
  const now = '2026-11-20T10:00:00.000Z';
  return {
    id: testUuid(),
    cart_uid: `cu_${sequence}`,
    session_uid: TEST_SESSION_UID,
    status: 'open',
    order_form: aCartOrderForm(),
    items: { products: [], bundles: [] },
    message: '',
    coupon: null,
    shipping: null,
    subtotal_minor: 0,
    total_quantity: 0,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** Sets the visitor's `sess_id` cookie, so a test's fake carts are this visitor's. */
export function setTestSession(sessionUid: string = TEST_SESSION_UID): string {
  document.cookie = `sess_id=${sessionUid}; path=/`;
  return sessionUid;
}
