// @folio/cart/header: the header's cart link, on its own entry so the header every page ships
// pulls only this link (the count and its query load just after the first render).
export { CartLink } from './header/cart-link';
