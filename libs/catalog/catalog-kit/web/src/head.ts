import { pageTitle, summarize, SITE_NAME, type PageHeadInput } from '@folio/http-contract';

/** One tag of a route's `head`, as the router's `HeadContent` renders it. */
export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

export { pageTitle, summarize, SITE_NAME, type PageHeadInput };

/** Link previews need absolute image addresses; the page's own origin serves every catalog image. */
function absolute(path: string): string {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}

/** The title and share metadata of a page (Open Graph and Twitter card), for a route's `head`. */
export function pageHead({ title, description, image, type = 'website' }: PageHeadInput): { meta: HeadMeta[] } {
  const full = pageTitle(title);
  const meta: HeadMeta[] = [
    { title: full },
    { name: 'description', content: description },
    { property: 'og:title', content: full },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { name: 'twitter:title', content: full },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push({ property: 'og:image', content: absolute(image) }, { name: 'twitter:image', content: absolute(image) });
  }
  return { meta };
}
