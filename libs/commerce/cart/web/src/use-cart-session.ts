import { useSessionState, type SessionState } from '@folio/auth';
import { useQueryClient } from '@tanstack/react-query';
import { atom, useStore } from 'jotai';
import { useEffect } from 'react';
import { cartKeys } from './cart.queries';

/** The session the cart queries were last read for ('checking' never counts: it is not an answer). */
const cartViewerAtom = atom<Exclude<SessionState, 'checking'> | null>(null);

/**
 * Reads every cart query again when the visitor signs in or out: at sign-in and registration the
 * server joins this session's guest carts into the account, and at sign-out the session id is
 * forgotten, so what is cached belongs to someone else. Mounted by the header's count and the cart
 * pages; the first to see a change refreshes, the others find it already seen.
 */
export function useCartSessionSync(): void {
  const viewer = useSessionState();
  const store = useStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (viewer === 'checking') return;
    const before = store.get(cartViewerAtom);
    store.set(cartViewerAtom, viewer);
    if (before === null || before === viewer) return;
    // Signed in: the same carts and more, read again behind what shows. Signed out: what shows is
    // the account's, so it goes at once (and the new guest session has none until it adds).
    if (viewer === 'signed-in') void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    else void queryClient.resetQueries({ queryKey: cartKeys.all });
  }, [viewer, store, queryClient]);
}
