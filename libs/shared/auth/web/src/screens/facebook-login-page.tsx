import { deferredPanel } from './deferred-screen';

export interface FacebookLoginPageProps {
  /** The address's raw query string and fragment. */
  searchStr: string;
  hash: string;
  intended?: string;
}

/** `/auth/facebook`: its status panel at once, the work (its mutation, the data clients) behind it: see `facebook-login.tsx`. */
export const FacebookLoginPage = deferredPanel<FacebookLoginPageProps>('Signing you in with Facebook…', () =>
  import('./facebook-login').then((module) => module.FacebookLogin),
);
