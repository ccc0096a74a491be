import { deferredScreen } from './deferred-screen';
import { LOGIN_HEADING } from './screen-headings';

export interface LoginPageProps {
  /** Where to go once signed in (`/login?redirect=`); only same-origin paths are followed. */
  redirect?: string;
}

/** `/login`: its heading at once, the form behind it (see `login-screen.tsx`). */
export const LoginPage = deferredScreen<LoginPageProps>(LOGIN_HEADING, () =>
  import('./login-screen').then((module) => module.LoginScreen),
);
