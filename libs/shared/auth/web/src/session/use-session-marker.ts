import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionStore } from './session.storage';

/**
 * Whether the previously-logged-in marker is set, kept in step with sign-in, sign-out and other
 * tabs. Costs no request: the header uses it to decide whether to load the account menu at all.
 */
export function useSessionMarker(store: SessionStore = sessionStore): boolean {
  return useSyncExternalStore(store.subscribe, store.hasMarker, () => false);
}
