import type { NavGroup } from '@folio/ui-kit';
import { route } from './navigation';

// Apart from the header's list: the footer loads after the page (shell/page-shell.tsx), and a
// module is never split, so these lists would otherwise sit in every page's first JavaScript.

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
