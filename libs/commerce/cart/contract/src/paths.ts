/** The public cart API of spec section 7. `{id}` is the cart's id. */
export const CART_BASE_PATH = '/api/public/cart';

const cart = (id: string) => `${CART_BASE_PATH}/${encodeURIComponent(id)}`;

export const cartPaths = {
  init: (orderFormId: string) => `${CART_BASE_PATH}/init/${encodeURIComponent(orderFormId)}`,
  list: `${CART_BASE_PATH}/list`,
  summary: `${CART_BASE_PATH}/summary`,
  cart,
  add: (id: string) => `${cart(id)}/add`,
  remove: (id: string) => `${cart(id)}/remove`,
  adjust: (id: string) => `${cart(id)}/adjust`,
  message: (id: string) => `${cart(id)}/message`,
  pendingOrder: (id: string) => `${cart(id)}/pending-order`,
  items: (id: string) => `${cart(id)}/items`,
  checkStock: (id: string) => `${cart(id)}/check-stock`,
  shippingOptions: (id: string) => `${cart(id)}/shipping-options`,
  order: (id: string) => `${cart(id)}/order`,
  coupon: (id: string) => `${cart(id)}/coupon`,
  couponRevalidate: (id: string) => `${cart(id)}/coupon/revalidate`,
} as const;

/** The cart screens (spec section 2). The added-to-cart notice links `/cart/{cartId}`. */
export const cartPagePaths = {
  all: '/cart',
  cart: (id: string) => `/cart/${encodeURIComponent(id)}`,
  cancel: (id: string) => `/cart/${encodeURIComponent(id)}/cancel`,
} as const;
