import { useSessionMarker } from '@folio/auth';
import { LinkButton, Quiet } from '@folio/ui-kit';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import styles from './shell.module.css';

// Loaded only for a visitor with the previously-logged-in marker: guests never download the menu,
// its user query or Radix's dropdown (quality bar F1 and F3).
const AccountMenu = lazy(() => import('./account-menu'));

/** The header's account entry: "Sign in" for a guest, the account menu once signed in. */
export function HeaderAccount() {
  const signedIn = useSessionMarker();
  const href = useRouterState({ select: (state) => state.location.href });
  if (signedIn) {
    return (
      <Quiet>
        <Suspense fallback={<span className={styles['accountPlaceholder']} aria-hidden="true" />}>
          <AccountMenu />
        </Suspense>
      </Quiet>
    );
  }
  // Signing in from a page comes back to it (the sign-in page checks the address before following it).
  return (
    <LinkButton to="/login" search={href === '/' ? {} : { redirect: href }} size="sm" variant="secondary">
      Sign in
    </LinkButton>
  );
}
