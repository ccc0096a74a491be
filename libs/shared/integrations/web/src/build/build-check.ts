/** Spec section 9: how often an open page asks whether a newer build is out. */
export const BUILD_CHECK_EVERY_MS = 3_600_000;

/** The served build's id, as `builds/latest.json` says it. */
export interface LatestBuild {
  id: string;
}

export const fetchLatestBuild = (): Promise<LatestBuild> =>
  fetch('/builds/latest.json', { cache: 'no-cache', credentials: 'same-origin' }).then((res) =>
    res.ok ? (res.json() as Promise<LatestBuild>) : Promise.reject(new Error(`builds/latest.json: ${res.status}`)),
  );

/**
 * Asks every `everyMs` which build is served, and calls `onNewBuild` once (and stops asking) when
 * it is not this page's. A failed check is skipped; the next one tries again. Returns `stop`.
 */
export function watchForNewBuild(options: {
  currentId: string;
  onNewBuild: () => void;
  latest?: () => Promise<LatestBuild>;
  everyMs?: number;
}): () => void {
  const latest = options.latest ?? fetchLatestBuild;
  let stopped = false;
  const timer = setInterval(() => {
    latest().then(
      ({ id }) => {
        if (stopped || typeof id !== 'string' || id === options.currentId) return;
        stop();
        options.onNewBuild();
      },
      () => undefined,
    );
  }, options.everyMs ?? BUILD_CHECK_EVERY_MS);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  return stop;
}

/** What this needs of the router's history: a way to stop a navigation before it happens. */
export interface NavigationBlockerHost {
  block(blocker: {
    blockerFn: (args: { nextLocation: { href: string } }) => boolean;
    enableBeforeUnload?: boolean;
  }): () => void;
}

/**
 * From now on the next navigation is a full page load of its target instead of a client-side one,
 * so the new build is what draws it. It happens between pages, so nothing the reader typed on a
 * page is lost; the browser's own history (back, forward) works the same way.
 */
export function reloadOnNextNavigation(
  history: NavigationBlockerHost,
  load: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  let release: (() => void) | undefined;
  release = history.block({
    enableBeforeUnload: false,
    blockerFn: ({ nextLocation }) => {
      release?.();
      release = undefined;
      load(nextLocation.href);
      return true;
    },
  });
  return () => release?.();
}
