import { createChunkReloadGuard } from './chunk-reload';

/** The browser's chunk reload guard: session storage, the real clock and a full page reload. */
export const chunkReloadGuard = createChunkReloadGuard({
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

export interface ChunkFailureSource {
  /** Whether the router is in the middle of loading a navigation. */
  isNavigating(): boolean;
  /** The path being loaded. */
  currentPath(): string;
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * TanStack Router's lazy route components reload the page by themselves on a failed import, once
 * per error message for the whole session, marked by this session storage key. The guard below
 * owns that decision instead (once per path within 10 s), so it marks the failure as handled.
 */
function markHandledForRouter(error: unknown, storage: () => Pick<Storage, 'setItem'>) {
  const message = (error as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string') return;
  try {
    storage().setItem(`tanstack_router_reload:${message}`, '1');
  } catch {
    // Without storage the router may reload once more by itself; nothing worse happens.
  }
}

/**
 * Vite reports a failed dynamic import (a chunk or its CSS) with a `vite:preloadError` event before
 * the import rejects. During a navigation that means the page cannot be shown, so the guard reloads
 * once to pick up the new deployment's files; the error still reaches the router, whose error screen
 * stays quiet while the reload is under way and shows the generic screen when the guard refused.
 * Failures of hover prefetches are left alone: the visitor did not ask for that page, and the
 * failure comes back if they do.
 */
export function listenForChunkFailures(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  source: ChunkFailureSource,
  guard: Pick<typeof chunkReloadGuard, 'reloadOnce'> = chunkReloadGuard,
  storage: () => Pick<Storage, 'setItem'> = () => window.sessionStorage,
): () => void {
  const onPreloadError = (event: PreloadErrorEvent) => {
    if (!source.isNavigating()) return;
    markHandledForRouter(event.payload, storage);
    guard.reloadOnce(source.currentPath());
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
