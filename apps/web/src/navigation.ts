import type { NavItem } from '@folio/ui-kit';
import type { FileRouteTypes } from './routeTree.gen';

/** An address of one of the app's own routes, checked against the route tree. */
export const route = (to: FileRouteTypes['to']) => to;

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
