import { CHECKOUT_PAGE_TITLES } from '@folio/checkout-contract';
import { pageTitle } from '@folio/http-contract';

const personal = { name: 'robots', content: 'noindex' };
const head = (title: string) => () => ({ meta: [{ title: pageTitle(title) }, personal] });

/** The checkout screens' titles (issue 12 names them). */
export const checkoutHead = head(CHECKOUT_PAGE_TITLES.checkout);
export const depositHead = head(CHECKOUT_PAGE_TITLES.deposit);
export const checkoutSuccessHead = head(CHECKOUT_PAGE_TITLES.success);
export const viewOrderHead = head('Your order');
export const readyCartsHead = head('Ready to pay');
export const orderPaidHead = head(CHECKOUT_PAGE_TITLES.orderSuccess);
export const instalmentHead = head('Pay an instalment');
export const instalmentPaidHead = head(CHECKOUT_PAGE_TITLES.instalmentSuccess);

/** The screens of one cart under `/cart/{uid}/{step}` (one route in the app, to keep its route table small). */
export const CART_STEPS = ['checkout', 'deposit', 'success', 'view-order'] as const;
export type CartStep = (typeof CART_STEPS)[number];

const CART_STEP_HEADS: Record<CartStep, () => ReturnType<typeof checkoutHead>> = {
  checkout: checkoutHead,
  deposit: depositHead,
  success: checkoutSuccessHead,
  'view-order': viewOrderHead,
};

export const isCartStep = (step: string): step is CartStep => (CART_STEPS as readonly string[]).includes(step);

/** The head of `/cart/{uid}/{step}`, or null for a step that is not a screen. */
export function cartStepHead(step: string) {
  return isCartStep(step) ? CART_STEP_HEADS[step]() : null;
}

/** A screen under `/checkout` (one splat route in the app): the ready carts, an order paid, an instalment to pay or paid. */
export type CheckoutScreen =
  | { screen: 'ready' }
  | { screen: 'order-paid'; id: string }
  | { screen: 'instalment'; id: string }
  | { screen: 'instalment-paid'; id: string };

/** The screen a `/checkout/{rest}` address names, or null (not found). */
export function checkoutScreenOf(rest: string): CheckoutScreen | null {
  const parts = rest
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  const [kind, id, last, ...extra] = parts;
  if (parts.length === 0) return { screen: 'ready' };
  if (!id || extra.length > 0) return null;
  if (kind === 'order' && last === 'success') return { screen: 'order-paid', id };
  if (kind === 'installment' && last === undefined) return { screen: 'instalment', id };
  if (kind === 'installment' && last === 'success') return { screen: 'instalment-paid', id };
  return null;
}

/** The head of a `/checkout/{rest}` screen. */
export function checkoutScreenHead(screen: CheckoutScreen) {
  const heads = {
    ready: readyCartsHead,
    'order-paid': orderPaidHead,
    instalment: instalmentHead,
    'instalment-paid': instalmentPaidHead,
  };
  return heads[screen.screen]();
}
