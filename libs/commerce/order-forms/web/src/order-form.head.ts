import { pageTitle } from '@folio/http-contract';
import { orderFormPageHead, type OrderForm } from '@folio/order-forms-contract';

type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

/** Link previews need absolute image addresses; the page's own origin serves the pictures. */
function absolute(path: string): string {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** Title and share metadata of `/orderform/{slug}`; a private form asks not to be indexed. */
export function orderFormHead(form: OrderForm | undefined): { meta: HeadMeta[] } {
  if (!form) return { meta: [{ title: pageTitle('Order form') }] };
  const { title: own, description, image, noindex } = orderFormPageHead(form);
  const title = pageTitle(own);
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image)
    meta.push({ property: 'og:image', content: absolute(image) }, { name: 'twitter:image', content: absolute(image) });
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}
