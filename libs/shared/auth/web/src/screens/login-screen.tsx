import { LOGIN_CHALLENGE_ACTION } from '@folio/auth-contract';
import { errorCode } from '@folio/http';
import { useQueryClientReady } from '@folio/http/router';
import { useBotChallenge } from '@folio/integrations/router';
import type { LoginPageProps } from './login-page';
import { Button, EmailField, Form, PasswordField } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLogin } from '../auth/auth.mutations';
import { redirectTarget, safeRedirect } from '../routing/safe-redirect';
import { formFailure } from '../ui/form-failure';
import { Checkbox, AuthScreen, Notice } from '../ui/primitives';
import ui from '../ui/ui.module.css';
import { useGoTo } from '../ui/use-go-to';
import { SocialSignIn } from './social-sign-in';
import { LOGIN_HEADING } from './screen-headings';
import styles from './screens.module.css';

const FIELDS = ['email', 'password'] as const;
/** The server's code for a sign-in that needs the bot check first (`ErrorCode.ChallengeRequired`). */
const CHALLENGE_REQUIRED = 'challenge_required';

/** `/login`: e-mail and password, "remember me", the configured social providers. */
export function LoginScreen({ redirect }: LoginPageProps) {
  // The heading drew at once (without the query client); the form waits for it.
  useQueryClientReady();
  const login = useLogin();
  const challenge = useBotChallenge();
  const goTo = useGoTo();
  const [problem, setProblem] = useState<string | null>(null);
  const intended = safeRedirect(redirect);
  const carry = intended ? { redirect: intended } : {};

  return (
    <AuthScreen
      {...LOGIN_HEADING}
      footer={
        <p>
          New to Folio?{' '}
          <Link to="/register" search={carry}>
            Create an account
          </Link>
        </p>
      }
    >
      <SocialSignIn intended={intended} />
      <Form
        aria-label="Sign in"
        onSubmit={async (values) => {
          setProblem(null);
          const credentials = {
            email: String(values['email'] ?? '').trim(),
            password: String(values['password'] ?? ''),
            remember: values['remember'] === 'on',
          };
          try {
            try {
              await login.mutateAsync(credentials);
            } catch (error) {
              // Many sign-ins failed from this network (a venue's shared Wi-Fi): the server asks a
              // person to pass the bot check, and the same sign-in goes again with its token.
              if (errorCode(error) !== CHALLENGE_REQUIRED) throw error;
              const challengeToken = await challenge.token(LOGIN_CHALLENGE_ACTION);
              if (!challengeToken) throw error;
              await login.mutateAsync({ ...credentials, challenge_token: challengeToken });
            }
          } catch (error) {
            const failure = formFailure(error, FIELDS);
            setProblem(failure.message);
            return failure.fieldErrors;
          }
          await goTo(redirectTarget(redirect), { replace: true });
          return undefined;
        }}
      >
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <EmailField id="email" label="Email address" required autoComplete="username" />
        <PasswordField id="password" label="Password" required autoComplete="current-password" />
        <div className={styles['rememberRow']}>
          <Checkbox id="remember" label="Remember me" />
          <Link to="/forgot-password" className={styles['forgotLink']}>
            Forgot your password?
          </Link>
        </div>
        <div className={ui['submitRow']}>
          <Button type="submit" size="lg" block disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </div>
      </Form>
    </AuthScreen>
  );
}
