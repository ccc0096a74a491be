import { useQueryClientReady } from '@folio/http/router';
import { MIN_PASSWORD_LENGTH, REGISTER_CHALLENGE_ACTION } from '@folio/auth-contract';
import { useBotChallenge } from '@folio/integrations/router';
import { Button, EmailField, Form, FormRow, PasswordField, TextField } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useRegister } from '../auth/auth.mutations';
import { rememberDestination } from '../routing/destination-after-verify';
import { safeRedirect } from '../routing/safe-redirect';
import { formFailure } from '../ui/form-failure';
import { AuthScreen, Notice } from '../ui/primitives';
import ui from '../ui/ui.module.css';
import { useGoTo } from '../ui/use-go-to';
import { confirmationMatches, NEW_PASSWORD_HINT, text } from './password-rules';
import { SocialSignIn } from './social-sign-in';
import { REGISTER_HEADING } from './screen-headings';
import styles from './screens.module.css';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

/** `/register`: a new account, signed in at once; the next stop is "check your inbox". */
export function RegisterScreen({ redirect }: { redirect?: string }) {
  // The heading drew at once (without the query client); the form waits for it.
  useQueryClientReady();
  const registration = useRegister();
  const challenge = useBotChallenge();
  const goTo = useGoTo();
  const [problem, setProblem] = useState<string | null>(null);
  const intended = safeRedirect(redirect);

  return (
    <AuthScreen
      {...REGISTER_HEADING}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" search={intended ? { redirect: intended } : {}}>
            Sign in
          </Link>
        </p>
      }
    >
      <SocialSignIn intended={intended} verb="Sign up" />
      <Form
        aria-label="Create account"
        validate={confirmationMatches}
        onSubmit={async (values) => {
          setProblem(null);
          try {
            // A fresh token per attempt (each is good once); none when bot protection is off.
            const challengeToken = await challenge.token(REGISTER_CHALLENGE_ACTION);
            await registration.mutateAsync({
              first_name: text(values, 'first_name').trim(),
              last_name: text(values, 'last_name').trim(),
              email: text(values, 'email').trim(),
              password: text(values, 'password'),
              password_confirmation: text(values, 'password_confirmation'),
              ...(challengeToken ? { challenge_token: challengeToken } : {}),
            });
          } catch (error) {
            const failure = formFailure(error, FIELDS);
            setProblem(failure.message);
            return failure.fieldErrors;
          }
          // Where they were going (a checkout): the inbox page offers it, and the verification leads there.
          rememberDestination(intended);
          await goTo('/verify-email', { replace: true });
          return undefined;
        }}
      >
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <FormRow>
          <TextField id="first_name" label="First name" required autoComplete="given-name" />
          <TextField id="last_name" label="Last name" required autoComplete="family-name" />
        </FormRow>
        <EmailField
          id="email"
          label="Email address"
          required
          autoComplete="email"
          hint="We'll send a link to confirm it."
        />
        <PasswordField
          id="password"
          label="Password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <PasswordField id="password_confirmation" label="Confirm password" required autoComplete="new-password" />
        <div className={ui['submitRow']}>
          <Button type="submit" size="lg" block disabled={registration.isPending}>
            {registration.isPending ? 'Creating your account…' : 'Create account'}
          </Button>
          <p className={styles['fineprint']}>
            {/* The words link to their pages once the terms and privacy pages exist (marketing issue). */}
            By creating an account you agree to our Terms and Privacy Policy.
          </p>
        </div>
      </Form>
    </AuthScreen>
  );
}
