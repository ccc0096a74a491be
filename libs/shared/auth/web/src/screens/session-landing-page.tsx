import { deferredPanel } from './deferred-screen';

export interface SessionLandingPageProps {
  /** Where the sign-in was meant to lead (`intended` or `redirect`); the account otherwise. */
  intended?: string;
}

/** `/auth-callback` and `/auth/social-callback`: its status panel at once, the work (its mutation, the data clients) behind it: see `session-landing.tsx`. */
export const SessionLandingPage = deferredPanel<SessionLandingPageProps>('Signing you in…', () =>
  import('./session-landing').then((module) => module.SessionLanding),
);
