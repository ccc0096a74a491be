import { deferredScreen } from './deferred-screen';
import { FORGOT_PASSWORD_HEADING } from './screen-headings';

/** `/forgot-password`: its heading at once, the form behind it (see `forgot-password-screen.tsx`). */
export const ForgotPasswordPage = deferredScreen<object>(FORGOT_PASSWORD_HEADING, () =>
  import('./forgot-password-screen').then((module) => module.ForgotPasswordScreen),
);
