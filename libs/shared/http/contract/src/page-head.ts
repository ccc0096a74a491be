/**
 * A page's title and share metadata, derived once from the page's data and used on both sides:
 * the web route's `head` (what the tab shows) and the API's HTML for link previews (what a
 * crawler that runs no JavaScript reads).
 */
export interface PageHeadInput {
  /** The page's own title, without the site name. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** A same-origin image path (a cover or avatar) for link previews. */
  image?: string;
  /** `website` by default; `profile` for people, `article` for posts. */
  type?: 'website' | 'profile' | 'article';
  /** Asks search engines not to index the page (a private order form: only its link finds it). */
  noindex?: boolean;
}

export const SITE_NAME = 'Folio';

/** `Chicago Signing Social · Folio`: the page first, the site after, as on the error screens. */
export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/** At most `max` characters of `text`, cut at a word, for descriptions made from longer copy. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, '')}…`;
}
