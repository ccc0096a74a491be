import { summarize, type PageHeadInput } from '@folio/http-contract';
import type { OrderForm } from './order-form.schema.js';

/**
 * Title and share metadata of `/orderform/{slug}`: one derivation for the web route's head and the
 * API's link-preview HTML. The picture is the first product's, our own generated SVG.
 */
export function orderFormPageHead(form: OrderForm): PageHeadInput {
  const where = form.event ? ` for ${form.event.title}` : '';
  const head: PageHeadInput = {
    title: form.title,
    description: summarize(`Preorder signed books from ${form.seller.name}${where}. ${form.instructions}`),
  };
  const picture = form.products[0]?.image_url ?? form.bundles[0]?.image_url;
  if (picture) head.image = picture;
  // Only its link finds a private form: search engines are asked not to index it.
  if (form.is_private) head.noindex = true;
  return head;
}
