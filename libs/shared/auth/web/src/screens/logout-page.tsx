import { lazy, Suspense } from 'react';
import { StatusPanel } from '../ui/primitives';

const Logout = lazy(() => import('./logout').then((module) => ({ default: module.Logout })));

/**
 * Drawn at once, with the panel the work starts with; the work itself (its mutation, the http and
 * query clients) loads with it and takes over: see `logout.tsx`.
 */
export function LogoutPage() {
  return (
    <Suspense fallback={<StatusPanel tone="pending" title="Signing you out…" />}>
      <Logout />
    </Suspense>
  );
}
