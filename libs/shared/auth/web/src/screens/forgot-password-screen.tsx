import { useQueryClientReady } from '@folio/http/router';
import { AuthMessages } from '@folio/auth-contract';
import { Button, EmailField, Form, MailIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForgotPassword } from '../auth/auth.mutations';
import { formFailure } from '../ui/form-failure';
import { AuthScreen, Notice } from '../ui/primitives';
import ui from '../ui/ui.module.css';
import { text } from './password-rules';
import { FORGOT_PASSWORD_HEADING } from './screen-headings';
import styles from './screens.module.css';

/**
 * `/forgot-password`. Whatever the address, the answer is the same confirmation: whether an
 * account exists is nobody's business but its owner's.
 */
export function ForgotPasswordScreen() {
  // The heading drew at once (without the query client); the form waits for it.
  useQueryClientReady();
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthScreen
        eyebrow="Check your inbox"
        title="Reset link on its way"
        footer={
          <p>
            Remembered it? <Link to="/login">Back to sign in</Link>
          </p>
        }
      >
        <div className={styles['inbox']}>
          <span className={styles['inboxArt']}>
            <MailIcon />
          </span>
          <Notice tone="success">{AuthMessages.resetLinkSent}</Notice>
          <p className={ui['lead']}>
            The link works for 60 minutes. Nothing after a few minutes? Check your spam folder, or try again.
          </p>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      {...FORGOT_PASSWORD_HEADING}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <Form
        aria-label="Request a password reset link"
        onSubmit={async (values) => {
          setProblem(null);
          const email = text(values, 'email').trim();
          try {
            await request.mutateAsync({ email });
          } catch (error) {
            const failure = formFailure(error, ['email']);
            setProblem(failure.message);
            return failure.fieldErrors;
          }
          setSentTo(email);
          return undefined;
        }}
      >
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        <EmailField id="email" label="Email address" required autoComplete="email" />
        <div className={ui['submitRow']}>
          <Button type="submit" size="lg" block disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Email me a reset link'}
          </Button>
        </div>
      </Form>
    </AuthScreen>
  );
}
