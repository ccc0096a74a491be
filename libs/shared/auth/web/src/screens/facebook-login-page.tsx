import { lazy, Suspense } from 'react';
import { StatusPanel } from '../ui/primitives';

export interface FacebookLoginPageProps {
  /** The address's raw query string and fragment. */
  searchStr: string;
  hash: string;
  intended?: string;
}

const FacebookLogin = lazy(() => import('./facebook-login').then((module) => ({ default: module.FacebookLogin })));

/**
 * Drawn at once, with the panel the work starts with; the work itself (its mutation, the http and
 * query clients) loads with it and takes over: see `facebook-login.tsx`.
 */
export function FacebookLoginPage(props: FacebookLoginPageProps) {
  return (
    <Suspense fallback={<StatusPanel tone="pending" title="Signing you in with Facebook…" />}>
      <FacebookLogin {...props} />
    </Suspense>
  );
}
