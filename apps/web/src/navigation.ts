import type { NavItem } from '@folio/ui-kit';
import type { FileRouteTypes } from './routeTree.gen';

/** An address of one of the app's own routes, checked against the route tree. */
const route = (to: FileRouteTypes['to']) => to;

/**
 * The one list of primary navigation. Routes the app has are router links (`routed`); the pages of
 * later issues stay plain addresses until their routes exist.
 */
export const primaryNavigation: readonly NavItem[] = [
  { label: 'Events', href: route('/events'), routed: true },
  { label: 'Authors', href: route('/authors'), routed: true },
  { label: 'Vendors', href: route('/vendors'), routed: true },
  { label: 'Giveaways', href: '/giveaways' },
  { label: 'Blog', href: '/blog' },
];

export const footerNavigation: readonly NavItem[] = [
  { label: 'About', href: '/about' },
  { label: 'For authors', href: '/for-authors' },
  { label: 'For vendors', href: '/for-vendors' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
];

export const TAGLINE = 'The place where books find their readers';
