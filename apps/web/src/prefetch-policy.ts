/** The parts of the Network Information API the policy reads; not every browser has it. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export interface ObservableConnection extends ConnectionInfo {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

export type PreloadPolicy = 'intent' | false;

/** Connection types too slow to spend data on pages the visitor may never open. */
const slowConnectionTypes = new Set(['slow-2g', '2g', '3g']);

/**
 * Links prefetch on intent (hover, focus, touch start), except in data-saver mode or on a slow
 * connection (spec section 2). Without the API the browser gives no hint, so prefetching stays on.
 */
export function preloadPolicy(connection: ConnectionInfo | undefined): PreloadPolicy {
  if (!connection) return 'intent';
  if (connection.saveData === true) return false;
  if (connection.effectiveType && slowConnectionTypes.has(connection.effectiveType)) return false;
  return 'intent';
}

/** The browser's connection, when it exposes one. */
export function browserConnection(nav: Navigator | undefined): ObservableConnection | undefined {
  return (nav as (Navigator & { connection?: ObservableConnection }) | undefined)?.connection;
}

/**
 * Keeps a router's `defaultPreload` in step with the connection: applies the policy now and again on
 * every connection `change` event. Returns the function that stops watching.
 */
export function watchPreloadPolicy(
  connection: ObservableConnection | undefined,
  apply: (policy: PreloadPolicy) => void,
): () => void {
  apply(preloadPolicy(connection));
  if (!connection) return () => undefined;
  const onChange = () => apply(preloadPolicy(connection));
  connection.addEventListener('change', onChange);
  return () => connection.removeEventListener('change', onChange);
}
