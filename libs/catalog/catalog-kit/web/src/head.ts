/** One tag of a route's `head`, as the router's `HeadContent` renders it. */
export type HeadMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface PageHeadInput {
  /** The page's own title, without the site name. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** A same-origin image path (a cover or avatar) for link previews. */
  image?: string;
  /** `website` by default; `profile` for people, `event` is not an Open Graph type so events stay `website`. */
  type?: 'website' | 'profile';
}

export const SITE_NAME = 'Folio';

/** `Chicago Signing Social · Folio`: the page first, the site after, as on the error screens. */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

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

/** At most `max` characters of `text`, cut at a word, for descriptions made from longer copy. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, '')}…`;
}
