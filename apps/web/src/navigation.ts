import type { NavGroup, NavItem } from '@folio/ui-kit';
import type { FileRouteTypes } from './routeTree.gen';

/** An address of one of the app's own routes, checked against the route tree. */
const route = (to: FileRouteTypes['to']) => to;

/**
 * The one list of primary navigation. Every entry is a route of the app (typed by `route`, and
 * `links.test.ts` checks every link target against the route tree): a page of a later issue
 * joins these lists when its route exists.
 */
export const primaryNavigation: readonly NavItem[] = [
  // One event lives at /event/{slug}, and a category's or collection's events at /c/{slug}/events.
  { label: 'Events', href: route('/events'), routed: true, activeFor: ['/event', '/c'] },
  // One author lives at /author/{slug}; a vendor's page is under /vendors already.
  { label: 'Authors', href: route('/authors'), routed: true, activeFor: ['/author'] },
  { label: 'Vendors', href: route('/vendors'), routed: true },
  // One featured author's giveaway lives at /giveaway/{author}.
  { label: 'Giveaways', href: route('/giveaways'), routed: true, activeFor: ['/giveaway'] },
  { label: 'Blog', href: route('/blog'), routed: true },
  // Everyone's, guests' too (kept on their device): under the menu on phones, so the bar stays clear.
  { label: 'Saved', href: route('/saved'), routed: true },
];

/** The footer's columns: the catalog, selling on Folio, the company and the legal pages. */
export const footerNavigation: readonly NavGroup[] = [
  {
    title: 'Discover',
    items: [
      { label: 'Events', href: route('/events'), routed: true },
      { label: 'Virtual signings', href: route('/virtual-signings'), routed: true },
      { label: 'Authors', href: route('/authors'), routed: true },
      { label: 'Vendors', href: route('/vendors'), routed: true },
      { label: 'Giveaways', href: route('/giveaways'), routed: true },
      { label: 'For readers', href: route('/for-readers'), routed: true },
      { label: 'Readers’ guide', href: route('/guides/book-signings/readers-guide'), routed: true },
    ],
  },
  {
    title: 'Sell on Folio',
    items: [
      { label: 'For authors', href: route('/for-authors'), routed: true },
      { label: 'Pricing', href: route('/for-authors/pricing'), routed: true },
      { label: 'Book events', href: route('/for-authors/book-events'), routed: true },
      { label: 'Direct sales', href: route('/for-authors/direct-sales'), routed: true },
      { label: 'Run a virtual signing', href: route('/for-authors/virtual-signings'), routed: true },
      { label: 'For vendors', href: route('/for-vendors'), routed: true },
      { label: 'For organizers', href: route('/for-organizers'), routed: true },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About', href: route('/about'), routed: true },
      { label: 'Blog', href: route('/blog'), routed: true },
      { label: 'Partners', href: route('/partners'), routed: true },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Terms', href: route('/terms'), routed: true },
      { label: 'Giveaway terms', href: route('/terms/giveaways'), routed: true },
      { label: 'Privacy', href: route('/privacy'), routed: true },
    ],
  },
];

export const TAGLINE = 'The place where books find their readers';
