import { pageTitle } from '@folio/http-contract';

const personal = { name: 'robots', content: 'noindex' };

/** `/cart`: the visitor's carts. */
export const cartsHead = () => ({ meta: [{ title: pageTitle('Your carts') }, personal] });
/** `/cart/{uid}`: spec section 2 titles it Cart. */
export const cartHead = () => ({ meta: [{ title: pageTitle('Cart') }, personal] });
/** `/cart/{uid}/cancel`: where a cancelled checkout returns. */
export const cartCancelHead = () => ({ meta: [{ title: pageTitle('Checkout cancelled') }, personal] });
