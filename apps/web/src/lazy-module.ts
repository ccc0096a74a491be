import { useEffect, useState } from 'react';

/**
 * A module the shell draws from once it has loaded, without suspending: `useModule()` is
 * undefined until then (the caller draws nothing in its place), the module itself after, at once
 * on every later draw, and null when it could not be loaded (offline, or a deploy replaced it). `preload()` fetches it ahead of need (main.tsx does when the browser
 * is idle). For parts outside the first view that every page carries: the footer and the error
 * screens, which would otherwise sit in the entry (quality bar F1). No Suspense, because the
 * error screens are drawn inside the router's error boundaries.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  const preload = () => load().then((module) => (loaded = module));
  function useModule(): T | null | undefined {
    const [module, setModule] = useState<T | null | undefined>(() => loaded);
    useEffect(() => {
      if (module === undefined) preload().then(setModule, () => setModule(null));
    }, [module]);
    return module;
  }
  return { preload, useModule };
}
