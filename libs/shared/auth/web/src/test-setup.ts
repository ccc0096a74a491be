import { resetBrowserStorage } from '@folio/testing';
import { getDefaultStore } from 'jotai';
import { verificationResendBlockedUntilAtom } from './auth/verification.atoms';

// Every test starts as a guest on a clean browser, with no client state left by the last one.
beforeEach(() => {
  resetBrowserStorage();
  getDefaultStore().set(verificationResendBlockedUntilAtom, null);
});
