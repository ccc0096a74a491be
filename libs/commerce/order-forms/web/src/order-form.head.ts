import type { OrderForm } from '@folio/order-forms-contract';
import { pageTitle, summarize } from '@folio/http-contract';

type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

/** Title and share metadata of `/orderform/{slug}`; a private form asks not to be indexed. */
export function orderFormHead(form: OrderForm | undefined): { meta: HeadMeta[] } {
  if (!form) return { meta: [{ title: pageTitle('Order form') }] };
  const title = pageTitle(form.title);
  const where = form.event ? ` for ${form.event.title}` : '';
  const description = summarize(`Preorder signed books from ${form.seller.name}${where}. ${form.instructions}`);
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (form.is_private) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}
