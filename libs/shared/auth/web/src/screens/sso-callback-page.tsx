import { deferredPanel } from './deferred-screen';

export interface SsoCallbackPageProps {
  ticket?: string;
  /** Where to go once signed in; the account overview otherwise. */
  redirect?: string;
}

/** `/sso-callback`: its status panel at once, the work (its mutation, the data clients) behind it: see `sso-callback.tsx`. */
export const SsoCallbackPage = deferredPanel<SsoCallbackPageProps>('Signing you in…', () =>
  import('./sso-callback').then((module) => module.SsoCallback),
);
