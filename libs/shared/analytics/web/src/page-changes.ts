/** Spec section 2: the page-change event waits this long after a route change. */
export const PAGE_CHANGE_DELAY_MS = 150;

/** Calls `listener` with the new page's path after each route change; returns the unsubscribe. */
export type SubscribeToNavigation = (listener: (pathname: string) => void) => () => void;

export interface PageChangeOptions {
  /** The path the app started on (`location.pathname`): arriving there is the first load, not a change. */
  initialPath?: string;
  delayMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/**
 * Fires `onPageChange` 150 ms after each route change, never for the first load (spec section 2):
 * a notification for the path the app is already on (the first page resolving, a search or hash
 * change) is not a change. A second change within the 150 ms cancels the first one's event, so a
 * redirect or a quick click-through counts only the page the visitor landed on. The delay lets the
 * new page set its address and title before the event reads them. Returns the function that stops it.
 */
export function trackPageChanges(
  subscribe: SubscribeToNavigation,
  onPageChange: () => void,
  {
    initialPath = globalThis.location?.pathname ?? '',
    delayMs = PAGE_CHANGE_DELAY_MS,
    setTimeout = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  }: PageChangeOptions = {},
): () => void {
  let path = initialPath;
  let pending: unknown;
  const unsubscribe = subscribe((next) => {
    if (next === path) return;
    path = next;
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      onPageChange();
    }, delayMs);
  });
  return () => {
    unsubscribe();
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };
}
