/** One entry of a site navigation list: a visible label and the address it opens. */
export interface NavItem {
  label: string;
  href: string;
  /**
   * True when the address is a route of the app: the entry is the router's `Link` (navigation
   * without a page load, preloading on intent). Otherwise a plain anchor.
   */
  routed?: boolean;
}
