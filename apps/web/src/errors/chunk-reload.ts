/** Spec section 9: a failed code chunk reloads the page at most once per path within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const storageKeyPrefix = 'folio:chunk-reload:';

export type ChunkReloadDecision = 'reload' | 'show-error';

/**
 * Whether a failed chunk load on a path should reload the page: yes, unless the page was already
 * reloaded for that path within the window. An attempt stamped in the future (the clock moved
 * back) no longer proves anything, so it does not block a reload.
 */
export function decideChunkReload(lastAttemptAt: number | undefined, now: number): ChunkReloadDecision {
  if (lastAttemptAt === undefined) return 'reload';
  const elapsed = now - lastAttemptAt;
  return elapsed >= 0 && elapsed < CHUNK_RELOAD_WINDOW_MS ? 'show-error' : 'reload';
}

const chunkErrorPatterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
];

/** Whether an error looks like a failed dynamic import of a code chunk, across browsers and bundlers. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorPatterns.some((pattern) => pattern.test(message));
}

export interface ChunkReloadGuardDeps {
  /** Session storage; read lazily because some browsers throw when it is touched. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

export type ChunkReloadState = ChunkReloadDecision | 'reloading';

/**
 * Remembers reload attempts per path in session storage (which survives the reload) and performs
 * the reload. Once a reload is under way every further failure is reported as `reloading`, so the
 * screen stays quiet until the page goes away.
 */
export function createChunkReloadGuard({ storage, now, reload }: ChunkReloadGuardDeps) {
  let reloading = false;

  function lastAttempt(path: string): number | undefined {
    const raw = storage().getItem(storageKeyPrefix + path);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }

  return {
    /** What should happen for a chunk failure on `path`; reads, never writes. */
    check(path: string): ChunkReloadState {
      if (reloading) return 'reloading';
      try {
        return decideChunkReload(lastAttempt(path), now());
      } catch {
        // Without storage an attempt cannot be remembered, and an unremembered reload could loop.
        return 'show-error';
      }
    },
    /** Records the attempt for `path` and reloads, unless the window forbids it. Returns the outcome. */
    reloadOnce(path: string): ChunkReloadState {
      const state = this.check(path);
      if (state !== 'reload') return state;
      try {
        storage().setItem(storageKeyPrefix + path, String(now()));
      } catch {
        return 'show-error';
      }
      reloading = true;
      reload();
      return 'reloading';
    },
  };
}

export type ChunkReloadGuard = ReturnType<typeof createChunkReloadGuard>;
