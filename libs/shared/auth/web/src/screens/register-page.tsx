import { deferredScreen } from './deferred-screen';
import { REGISTER_HEADING } from './screen-headings';

/** `/register`: its heading at once, the form behind it (see `register-screen.tsx`). */
export const RegisterPage = deferredScreen<{ redirect?: string }>(REGISTER_HEADING, () =>
  import('./register-screen').then((module) => module.RegisterScreen),
);
