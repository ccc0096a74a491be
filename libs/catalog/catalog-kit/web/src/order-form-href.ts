/**
 * Where an order form lives: `/orderform/{slug}` (the form's address; its opaque `uid` chooses
 * carts, never pages), the commerce domain's page behind the store buttons and the books' links.
 */
export function orderFormHref(slug: string): string {
  return `/orderform/${encodeURIComponent(slug)}`;
}
