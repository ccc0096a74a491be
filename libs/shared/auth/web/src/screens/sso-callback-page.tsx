import { lazy, Suspense } from 'react';
import { StatusPanel } from '../ui/primitives';

export interface SsoCallbackPageProps {
  ticket?: string;
  /** Where to go once signed in; the account overview otherwise. */
  redirect?: string;
}

const SsoCallback = lazy(() => import('./sso-callback').then((module) => ({ default: module.SsoCallback })));

/**
 * Drawn at once, with the panel the work starts with; the work itself (its mutation, the http and
 * query clients) loads with it and takes over: see `sso-callback.tsx`.
 */
export function SsoCallbackPage(props: SsoCallbackPageProps) {
  return (
    <Suspense fallback={<StatusPanel tone="pending" title="Signing you in…" />}>
      <SsoCallback {...props} />
    </Suspense>
  );
}
