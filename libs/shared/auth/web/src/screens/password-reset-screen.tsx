import { useQueryClientReady } from '@folio/http/router';
import type { PasswordResetPageProps } from './password-reset-page';
import { AuthMessages, MIN_PASSWORD_LENGTH } from '@folio/auth-contract';
import { Button, EmailField, Form, LinkButton, PasswordField } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useResetPassword } from '../auth/auth.mutations';
import { formFailure } from '../ui/form-failure';
import { AuthScreen, Notice, StatusPanel } from '../ui/primitives';
import ui from '../ui/ui.module.css';
import { useGoTo } from '../ui/use-go-to';
import { confirmationMatches, NEW_PASSWORD_HINT, text } from './password-rules';
import { PASSWORD_RESET_HEADING } from './screen-headings';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** `/password-reset`: a new password from the e-mailed link; signs in and opens the account. */
export function PasswordResetScreen({ token, email }: PasswordResetPageProps) {
  // The heading drew at once (without the query client); the form waits for it.
  useQueryClientReady();
  const reset = useResetPassword();
  const goTo = useGoTo();
  const [problem, setProblem] = useState<string | null>(null);

  if (!token) {
    return (
      <StatusPanel
        tone="error"
        title="This reset link is incomplete"
        actions={<LinkButton to="/forgot-password">Request a new link</LinkButton>}
      >
        Open the link from the email exactly as it was sent, or ask for a new one.
      </StatusPanel>
    );
  }

  return (
    <AuthScreen
      {...PASSWORD_RESET_HEADING}
      footer={
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <Form
        aria-label="Choose a new password"
        validate={confirmationMatches}
        onSubmit={async (values) => {
          setProblem(null);
          try {
            await reset.mutateAsync({
              token,
              email: text(values, 'email').trim(),
              password: text(values, 'password'),
              password_confirmation: text(values, 'password_confirmation'),
            });
          } catch (error) {
            const failure = formFailure(error, FIELDS);
            setProblem(failure.message);
            return failure.fieldErrors;
          }
          notify(AuthMessages.passwordReset, { tone: 'success' });
          await goTo('/account', { replace: true });
          return undefined;
        }}
      >
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        {reset.error && isInvalidToken(reset.error) ? (
          <Notice
            tone="info"
            actions={
              <LinkButton to="/forgot-password" size="sm" variant="secondary">
                Request a new link
              </LinkButton>
            }
          >
            Reset links work once, for 60 minutes.
          </Notice>
        ) : null}
        <EmailField id="email" label="Email address" required autoComplete="username" defaultValue={email ?? ''} />
        <PasswordField
          id="password"
          label="New password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
        />
        <PasswordField id="password_confirmation" label="Confirm new password" required autoComplete="new-password" />
        <div className={ui['submitRow']}>
          <Button type="submit" size="lg" block disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save password and sign in'}
          </Button>
        </div>
      </Form>
    </AuthScreen>
  );
}

function isInvalidToken(error: unknown): boolean {
  return formFailure(error, FIELDS).fieldErrors['email']?.includes(AuthMessages.resetTokenInvalid) ?? false;
}
