/** One entry of a site navigation list: a visible label and the address it opens. */
export interface NavItem {
  label: string;
  href: string;
  /**
   * True when the address is a route of the app: the entry is the router's `Link` (navigation
   * without a page load, preloading on intent). Otherwise a plain anchor.
   */
  routed?: boolean;
  /**
   * Other path prefixes of the entry's section, whose pages mark it current too: the list at
   * `/events` and one event's page at `/event/{slug}` (`activeFor: ['/event']`). Whole segments only.
   */
  activeFor?: readonly string[];
}

/** A titled list of entries: one column of the footer. */
export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** Whether `item` is the entry of the section `currentPath` is in: its own address or one of `activeFor`, by whole segments. */
export function isCurrentNavItem(item: Pick<NavItem, 'href' | 'activeFor'>, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  return [item.href, ...(item.activeFor ?? [])].some(
    (prefix) => currentPath === prefix || currentPath.startsWith(`${prefix}/`),
  );
}
