import { SocialErrorMessages, SocialErrorReason } from '@folio/auth-contract';
import { LinkButton } from '@folio/ui-kit';
import * as v from 'valibot';
import { SSO_FAILED_MESSAGE } from '../auth/sso-messages';
import { StatusPanel } from '../ui/primitives';

/** The text for a social sign-in failure `reason`; 'Authentication failed' for anything unknown. */
export function socialErrorMessage(reason: unknown): string {
  return v.is(SocialErrorReason, reason) ? SocialErrorMessages[reason] : SSO_FAILED_MESSAGE;
}

/** `/auth/social-error?reason=…`: why signing in with a provider did not work. */
export function SocialErrorPage({ reason }: { reason?: string }) {
  return (
    <StatusPanel
      tone="error"
      title="We couldn't sign you in"
      actions={
        <>
          <LinkButton to="/login">Back to sign in</LinkButton>
          <LinkButton to="/" variant="ghost">
            Go home
          </LinkButton>
        </>
      }
    >
      {socialErrorMessage(reason)}
    </StatusPanel>
  );
}
