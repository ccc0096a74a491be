import { AuthMessages } from '@folio/auth-contract';
import { LinkButton, MailIcon } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isHttpErrorLike } from '@folio/http';
import { useQueryClientReady } from '@folio/http/router';
import { useVerifyEmail } from '../auth/auth.mutations';
import { forgetDestination, rememberedDestination } from '../routing/destination-after-verify';
import { useUser } from '../user/use-user';
import { AuthScreen, StatusPanel } from '../ui/primitives';
import ui from '../ui/ui.module.css';
import { useGoTo } from '../ui/use-go-to';
import { ResendVerification } from './resend-verification';
import { CHECK_INBOX_HEADING } from './screen-headings';
import styles from './screens.module.css';

/*
 * The working parts of `/verify-email` (see verify-email-page.tsx): each waits for the query
 * client it acts through, while the page shows its heading or status panel.
 */

/** "Check your inbox" for a signed-in user whose address is not verified yet, with a resend button. */
export function CheckInbox() {
  useQueryClientReady();
  const user = useUser();
  const goTo = useGoTo();
  const [destination] = useState(() => rememberedDestination());
  const verified = () => {
    notify(AuthMessages.alreadyVerified, { tone: 'success' });
    void goTo('/account', { replace: true });
  };
  return (
    <AuthScreen
      {...CHECK_INBOX_HEADING}
      footer={
        <>
          <p>
            Wrong address? <Link to="/account/profile">Change it in your profile</Link>
          </p>
          <p>
            <Link to="/logout">Sign out</Link>
          </p>
        </>
      }
    >
      <div className={styles['inbox']}>
        <span className={styles['inboxArt']}>
          <MailIcon />
        </span>
        <p className={ui['lead']}>
          We sent a verification link to <span className={styles['email']}>{user?.email ?? 'your email address'}</span>.
          Open it to confirm your address; it works for 24 hours.
        </p>
      </div>
      <ol className={styles['steps']}>
        <li>
          <span className={styles['stepNumber']}>1</span>
          <span>Open the email from Folio called “Verify your email address”.</span>
        </li>
        <li>
          <span className={styles['stepNumber']}>2</span>
          <span>Select “Verify email address”. That's it.</span>
        </li>
      </ol>
      <ResendVerification onVerified={verified} />
      {destination ? (
        <p>
          <Link to={destination}>Continue where you left off</Link> while you wait: only a deposit needs a verified
          address.
        </p>
      ) : null}
    </AuthScreen>
  );
}

/** The e-mail's link: verifies at once and says how it went, whoever opens it. */
export function VerifyToken({ token }: { token: string }) {
  useQueryClientReady();
  const verify = useVerifyEmail();
  const user = useUser();
  const [destination] = useState(() => rememberedDestination());
  const { mutate } = verify;
  // One request per token, even when React runs effects twice in development.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (verify.isSuccess) {
    const signedIn = Boolean(verify.data.user ?? user);
    return (
      <StatusPanel
        tone="success"
        title="Email address verified"
        actions={
          destination ? (
            // Signed up from a page that asked them to sign in: back there (through sign-in if needed).
            <LinkButton
              to={signedIn ? destination : '/login'}
              search={signedIn ? undefined : { redirect: destination }}
              onClick={forgetDestination}
            >
              Continue where you left off
            </LinkButton>
          ) : signedIn ? (
            <LinkButton to="/account">Go to your account</LinkButton>
          ) : (
            <LinkButton to="/login">Sign in</LinkButton>
          )
        }
      >
        {verify.data.message}
      </StatusPanel>
    );
  }

  if (verify.isError) {
    const invalid = isHttpErrorLike(verify.error, 422);
    return (
      <StatusPanel
        tone="error"
        title="We couldn't verify your email"
        actions={
          user && !user.email_verified_at ? (
            <ResendVerification variant="primary" />
          ) : user ? (
            <LinkButton to="/account">Go to your account</LinkButton>
          ) : (
            <LinkButton to="/login" search={{ redirect: '/verify-email' }}>
              Sign in to get a new link
            </LinkButton>
          )
        }
      >
        {invalid ? AuthMessages.verifyTokenInvalid : errorMessage(verify.error)}
      </StatusPanel>
    );
  }

  return (
    <StatusPanel tone="pending" title="Verifying your email…">
      This only takes a moment.
    </StatusPanel>
  );
}
