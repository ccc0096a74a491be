/**
 * Every content page the site has: its row's slug in the database and its address. The web's
 * route files are fixed, so this list is too; what each page says lives in the database.
 */
export const CONTENT_PAGES = [
  { slug: 'home', path: '/' },
  { slug: 'about', path: '/about' },
  { slug: 'for-readers', path: '/for-readers' },
  { slug: 'for-vendors', path: '/for-vendors' },
  { slug: 'for-authors', path: '/for-authors' },
  { slug: 'for-organizers', path: '/for-organizers' },
  { slug: 'for-authors-pricing', path: '/for-authors/pricing' },
  { slug: 'for-authors-book-events', path: '/for-authors/book-events' },
  { slug: 'for-authors-direct-sales', path: '/for-authors/direct-sales' },
  { slug: 'for-authors-virtual-signings', path: '/for-authors/virtual-signings' },
  { slug: 'partners', path: '/partners' },
  { slug: 'terms', path: '/terms' },
  { slug: 'terms-giveaways', path: '/terms/giveaways' },
  { slug: 'privacy', path: '/privacy' },
  { slug: 'readers-guide', path: '/guides/book-signings/readers-guide' },
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGES)[number]['slug'];

/** The address of a content page by its slug. */
export function contentPagePath(slug: ContentPageSlug): string {
  return CONTENT_PAGES.find((page) => page.slug === slug)?.path ?? '/';
}
