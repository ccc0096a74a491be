import { atom } from 'jotai';

/**
 * The order form the visitor is shopping from: the order form page sets it, and adding to the cart
 * uses it when the call names no form (spec section 5). Client-only state: the carts themselves
 * live in the query cache, never here.
 */
export const currentOrderFormIdAtom = atom<string | null>(null);
