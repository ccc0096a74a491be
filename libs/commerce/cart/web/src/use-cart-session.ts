import { useSessionMarker } from '@folio/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKeys } from './cart.queries';

/**
 * Whether the cart queries were last read signed in (the previously-logged-in marker of spec
 * section 3), for this page load; null until the first reader mounts. A module value rather than an
 * atom or the user query: the header's count and the cart pages read it, and neither jotai's store
 * nor the user query belongs in their first JavaScript (quality bar F2).
 */
let readSignedIn: boolean | null = null;

/**
 * Reads every cart query again when the visitor signs in or out: at sign-in and registration the
 * server joins this session's guest carts into the account, and at sign-out the session id is
 * forgotten, so what is cached belongs to someone else. It follows the marker cookie that every way
 * in sets and every way out clears (`@folio/auth`). Mounted by the header's count and the cart
 * pages; the first to see a change refreshes, the others find it already seen.
 */
export function useCartSessionSync(): void {
  const signedIn = useSessionMarker();
  const queryClient = useQueryClient();
  useEffect(() => {
    const before = readSignedIn;
    readSignedIn = signedIn;
    if (before === null || before === signedIn) return;
    // Signed in: the same carts and more, read again behind what shows. Signed out: what shows is
    // the account's, so it goes at once (and the new guest session has none until it adds).
    if (signedIn) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    else void queryClient.resetQueries({ queryKey: cartKeys.all });
  }, [signedIn, queryClient]);
}
