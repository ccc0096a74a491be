import { lazy, Suspense } from 'react';
import { StatusPanel } from '../ui/primitives';

export interface SessionLandingPageProps {
  /** Where the sign-in was meant to lead (`intended` or `redirect`); the account otherwise. */
  intended?: string;
}

const SessionLanding = lazy(() => import('./session-landing').then((module) => ({ default: module.SessionLanding })));

/**
 * Drawn at once, with the panel the work starts with; the work itself (its mutation, the http and
 * query clients) loads with it and takes over: see `session-landing.tsx`.
 */
export function SessionLandingPage(props: SessionLandingPageProps) {
  return (
    <Suspense fallback={<StatusPanel tone="pending" title="Signing you in…" />}>
      <SessionLanding {...props} />
    </Suspense>
  );
}
