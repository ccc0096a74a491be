/** The checkout API (issue 12). `{id}` is the cart's id. */
const cart = (id: string) => `/api/cart/${encodeURIComponent(id)}`;

export const checkoutPaths = {
  place: (cartId: string) => `${cart(cartId)}/checkout`,
  updateQtySold: (cartId: string) => `${cart(cartId)}/update-qty-sold`,
  shipping: (cartId: string) => `${cart(cartId)}/shipping`,
  deposit: (cartId: string) => `${cart(cartId)}/deposit`,
  /** The order placed from the cart (the latest), for its success and view-order screens. */
  placedOrder: (cartId: string) => `${cart(cartId)}/placed-order`,
  ready: '/api/checkout/ready',
  /** The provider's notifications: raw body, signature header; mounted before session and CSRF. */
  webhook: '/api/payments/webhook',
} as const;

/** Route patterns of the same calls, for the server's Hono sub-app (mounted at the root). */
export const checkoutRoutePatterns = {
  place: '/api/cart/:id/checkout',
  updateQtySold: '/api/cart/:id/update-qty-sold',
  shipping: '/api/cart/:id/shipping',
  deposit: '/api/cart/:id/deposit',
  placedOrder: '/api/cart/:id/placed-order',
  ready: '/api/checkout/ready',
  webhook: '/api/payments/webhook',
} as const;

const cartPage = (uid: string) => `/cart/${encodeURIComponent(uid)}`;
const instalmentPage = (id: string) => `/checkout/installment/${encodeURIComponent(id)}`;

/** The checkout screens and their titles. `{uid}` is the cart_uid. */
export const checkoutPagePaths = {
  checkout: (uid: string) => `${cartPage(uid)}/checkout`,
  deposit: (uid: string) => `${cartPage(uid)}/deposit`,
  success: (uid: string) => `${cartPage(uid)}/success`,
  viewOrder: (uid: string) => `${cartPage(uid)}/view-order`,
  ready: '/checkout',
  /** By the order's number (what every order call takes). */
  orderSuccess: (orderNumber: string) => `/checkout/order/${encodeURIComponent(orderNumber)}/success`,
  instalment: instalmentPage,
  instalmentSuccess: (id: string) => `${instalmentPage(id)}/success`,
} as const;

export const CHECKOUT_PAGE_TITLES = {
  checkout: 'Checkout',
  deposit: 'Deposit Payment',
  success: 'Checkout Success',
  orderSuccess: 'Order Paid',
  instalmentSuccess: 'Payment Installment Successfully Paid',
} as const;
