import { AuthMessages } from '@folio/auth-contract';
import { Button, type ButtonSize, type ButtonVariant } from '@folio/ui-kit';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { errorMessage } from '@folio/http';
import { useResendVerification } from '../auth/auth.mutations';
import { verificationResendBlockedUntilAtom } from '../auth/verification.atoms';
import { retryAfterSeconds } from '../ui/form-failure';
import { Notice } from '../ui/primitives';
import styles from './screens.module.css';

/** Seconds left until `until`, ticking once a second while positive. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

export interface ResendVerificationProps {
  /** Called when the server says the address is already verified. */
  onVerified?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Resend the link": 202 says a new link is on its way; 429 says how long to wait, and the button
 * counts down until then; 200 (already verified) hands over to `onVerified`.
 */
export function ResendVerification({ onVerified, variant = 'secondary', size = 'md' }: ResendVerificationProps) {
  const resend = useResendVerification();
  const [blockedUntil, setBlockedUntil] = useAtom(verificationResendBlockedUntilAtom);
  const secondsLeft = useSecondsLeft(blockedUntil);
  const waiting = secondsLeft > 0;

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ verified }) => {
        if (verified) onVerified?.();
      },
      onError: (error) => {
        const seconds = retryAfterSeconds(error);
        if (seconds) setBlockedUntil(Date.now() + seconds * 1000);
      },
    });

  const sent = resend.isSuccess && resend.data.message !== AuthMessages.alreadyVerified;
  const throttled = resend.isError && retryAfterSeconds(resend.error) !== null;
  return (
    <div className={styles['stack']}>
      {sent ? <Notice tone="success">{resend.data.message}</Notice> : null}
      {/* A 429's notice goes once its wait is over: the button says the rest. */}
      {resend.isError && !(throttled && !waiting) ? <Notice tone="error">{errorMessage(resend.error)}</Notice> : null}
      <Button variant={variant} size={size} onClick={send} disabled={resend.isPending || waiting}>
        {resend.isPending ? 'Sending…' : waiting ? `Resend available in ${secondsLeft} s` : 'Resend verification email'}
      </Button>
    </div>
  );
}
