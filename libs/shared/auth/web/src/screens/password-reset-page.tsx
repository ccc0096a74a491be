import { deferredScreen } from './deferred-screen';
import { PASSWORD_RESET_HEADING } from './screen-headings';

export interface PasswordResetPageProps {
  /** From the e-mail's link: `/password-reset?token=…&email=…`. */
  token?: string;
  email?: string;
}

/** `/password-reset`: its heading at once, the form behind it (see `password-reset-screen.tsx`). */
export const PasswordResetPage = deferredScreen<PasswordResetPageProps>(PASSWORD_RESET_HEADING, () =>
  import('./password-reset-screen').then((module) => module.PasswordResetScreen),
);
