import type { SocialProvider } from '@folio/auth-contract';
import { Button } from '@folio/ui-kit';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useHttp } from '@folio/http/router';
import { errorMessage } from '@folio/http';
import { NoRedirectUrlError, socialSignInUrl } from '../auth/auth.api';
import { SOCIAL_PROVIDER_LABELS, socialProvidersQueryOptions } from '../auth/social.queries';
import { browserNavigation } from '../auth/browser-navigation';
import { FacebookMark, GoogleMark } from '../ui/icons';
import { Spinner } from '../ui/loading';
import { Divider, Notice } from '../ui/primitives';
import styles from './screens.module.css';

const marks: Record<SocialProvider, typeof GoogleMark> = { google: GoogleMark, facebook: FacebookMark };

/**
 * "Continue with …" for each provider the server has configured (none: nothing is shown). The
 * API answers the provider's address; the browser leaves for it, and the provider sends it back
 * to `/auth/social-callback`, then to `intended`.
 */
export function SocialSignIn({ intended, verb = 'Continue' }: { intended?: string | null; verb?: string }) {
  const http = useHttp();
  const { data: providers } = useSuspenseQuery(socialProvidersQueryOptions(http));
  const start = useMutation({
    mutationFn: async (provider: SocialProvider) => {
      browserNavigation.assign(await socialSignInUrl(http, provider, intended ?? undefined));
    },
  });
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles['socialList']}>
        {providers.map((provider) => {
          const Mark = marks[provider];
          const busy = start.isPending && start.variables === provider;
          return (
            <Button
              key={provider}
              variant="secondary"
              size="lg"
              className={styles['socialButton']}
              disabled={start.isPending}
              aria-busy={busy || undefined}
              onClick={() => start.mutate(provider)}
            >
              {busy ? <Spinner small /> : <Mark className={styles['socialMark']} />}
              {verb} with {SOCIAL_PROVIDER_LABELS[provider]}
            </Button>
          );
        })}
        {start.isError ? (
          <Notice tone="error">
            {start.error instanceof NoRedirectUrlError ? start.error.message : errorMessage(start.error)}
          </Notice>
        ) : null}
      </div>
      <Divider>or</Divider>
    </>
  );
}
