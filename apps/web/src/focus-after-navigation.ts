/** What focusing the new page needs of the router: navigations as they finish drawing. */
export interface FocusRouter {
  subscribe(
    event: 'onRendered',
    listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void,
  ): () => void;
}

/**
 * After a navigation to another page (another path; a new search of the same page, such as a
 * filter or a page of results, keeps the focus where the reader is), the focus goes to the new
 * page: its `h1`, else the main landmark. A screen reader then reads the new page's name, and Tab
 * goes on from the top of its content instead of from wherever the old page left the focus (often
 * the page's body, once the link that was followed is gone). A page that placed the focus inside
 * its content itself (a form's first field, an outcome) keeps it.
 */
export function focusAfterNavigation(
  router: FocusRouter,
  doc: Document = document,
  { headingWaitMs = HEADING_WAIT_MS }: { headingWaitMs?: number } = {},
): () => void {
  let stopWaiting = () => undefined as void;
  /** What this put the focus on last: a page that moves on again at once (a redirect) is still ours to place. */
  let placed: HTMLElement | null = null;
  const main = () => doc.getElementById('main');
  // The focus is nowhere the reader chose: on the body, on the main landmark, on what this placed
  // it on, or on something gone.
  const unplaced = () => {
    const active = doc.activeElement;
    return !active || active === doc.body || active === main() || active === placed || !active.isConnected;
  };
  const unsubscribe = router.subscribe('onRendered', (event) => {
    // The same page drawn again (its data came, its search changed) keeps what is under way.
    if (!event.fromLocation || !event.pathChanged) return;
    stopWaiting();
    const landmark = main();
    if (!landmark) return;
    const active = doc.activeElement;
    if (active && !unplaced() && landmark.contains(active)) return;
    // Until the reader moves on (or the wait is over), the page's heading holds the focus: the
    // content may still be loading (its data, its code) or be drawn again in another layout, which
    // replaces the element that had the focus; meanwhile the main landmark holds it.
    const settle = (first = false) => {
      const heading = main()?.querySelector('h1') ?? null;
      if (heading && heading === placed && doc.activeElement === heading) return;
      // The reader moved the focus somewhere of their own: leave it there.
      if (!first && !unplaced() && doc.activeElement !== placed) return stopWaiting();
      placed = heading ?? main();
      if (!placed) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      placed.focus({ preventScroll: true });
    };
    settle(true);
    const observer = new MutationObserver(() => settle());
    // Attributes too: React hides content that suspends again with an inline style, which drops
    // the focus without removing the element, and shows it again the same way.
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    const timer = setTimeout(() => stopWaiting(), headingWaitMs);
    stopWaiting = () => {
      observer.disconnect();
      clearTimeout(timer);
      stopWaiting = () => undefined;
    };
  });
  return () => {
    stopWaiting();
    unsubscribe();
  };
}

/** How long a loading page's heading is waited for, to take the focus from the main landmark. */
const HEADING_WAIT_MS = 10_000;
