import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `action` once per `key` when the page opens, even when React runs effects twice in
 * development: these pages spend single-use things (tickets, tokens), so a second call would fail.
 */
export function useRunOnce(key: string, action: () => void) {
  const ranFor = useRef<string | null>(null);
  const run = useEffectEvent(action);
  useEffect(() => {
    if (ranFor.current === key) return;
    ranFor.current = key;
    run();
  }, [key]);
}
