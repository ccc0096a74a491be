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
