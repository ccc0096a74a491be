import { atom } from 'jotai';

/**
 * When this browser may ask for another verification e-mail (epoch ms), after a 429 said how long
 * to wait. Client-only state, shared by every resend button (the verify-email page and the
 * account overview), so moving between them does not reset the wait.
 */
export const verificationResendBlockedUntilAtom = atom<number | null>(null);
