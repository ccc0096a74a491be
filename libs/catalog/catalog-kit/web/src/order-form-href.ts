/**
 * Where an order form lives: `/orderform/{uid}`, the commerce domain's page behind the store
 * buttons and the books' links. A plain address until the order-forms issue adds that route.
 */
export function orderFormHref(uid: string): string {
  return `/orderform/${encodeURIComponent(uid)}`;
}
