import {
  Badge,
  FacebookMark,
  GoogleMark,
  NoRedirectUrlError,
  Notice,
  SOCIAL_PROVIDER_LABELS,
  socialErrorMessage,
  socialProvidersQueryOptions,
  Spinner,
  AccountPageHeader,
} from '@folio/auth';
import { errorCode, errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { type SocialAccount, SocialProvider } from '@folio/auth-contract';
import { Button, EmptyState, LinkButton, LinkIcon } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useConnectSocial, useDisconnectSocial } from '../account/account.mutations';
import { socialAccountsQueryOptions } from '../account/account.queries';
import styles from './list-rows.module.css';

const marks = { google: GoogleMark, facebook: FacebookMark } as const;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export interface SocialAccountsPageProps {
  /** `?connected=google` after a successful connect. */
  connected?: string;
  /** `?error=reason` after a failed one. */
  error?: string;
}

/** `/account/social`: connect and disconnect Google or Facebook as ways to sign in. */
export function SocialAccountsPage({ connected, error }: SocialAccountsPageProps) {
  const http = useHttp();
  const { data: accounts } = useSuspenseQuery(socialAccountsQueryOptions(http));
  const { data: enabled } = useSuspenseQuery(socialProvidersQueryOptions(http));
  // A connected provider stays listed even if the site turned it off, so it can be disconnected.
  const providers = SocialProvider.options.filter(
    (provider) => enabled.includes(provider) || accounts.some((account) => account.provider === provider),
  );
  const justConnected = v.is(SocialProvider, connected) ? SOCIAL_PROVIDER_LABELS[connected] : null;

  return (
    <>
      <AccountPageHeader
        title="Connected accounts"
        description="Sign in to Folio with one click through an account you already have. We never post anything on your behalf."
      />
      {justConnected ? (
        <Notice tone="success">{justConnected} is now connected. You can use it to sign in.</Notice>
      ) : null}
      {error ? <Notice tone="error">{socialErrorMessage(error)}</Notice> : null}
      {providers.length === 0 ? (
        <EmptyState icon={<LinkIcon />} title="No sign-in providers available">
          Signing in with Google or Facebook is not offered on this site right now. Your email and password work as
          always.
        </EmptyState>
      ) : (
        <ul className={styles['list']}>
          {providers.map((provider) => (
            <li key={provider}>
              <ProviderRow
                provider={provider}
                account={accounts.find((account) => account.provider === provider) ?? null}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ProviderRow({ provider, account }: { provider: SocialProvider; account: SocialAccount | null }) {
  const connect = useConnectSocial();
  const disconnect = useDisconnectSocial();
  const label = SOCIAL_PROVIDER_LABELS[provider];
  const Mark = marks[provider];
  const lastMethod = errorCode(disconnect.error) === 'last_sign_in_method';

  return (
    <article className={styles['row']} aria-label={label}>
      <Mark className={styles['mark']} />
      <div className={styles['details']}>
        <h2 className={styles['name']}>
          {label}
          {account ? <Badge tone="success">Connected</Badge> : null}
        </h2>
        <p className={styles['meta']}>
          {account
            ? `${account.email ?? 'Connected'} · since ${dateFormat.format(new Date(account.connected_at))}`
            : `Not connected. Connect it to sign in with ${label}.`}
        </p>
      </div>
      {account ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles['action']}
          disabled={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(provider, {
              onSuccess: () => notify(`${label} has been disconnected.`, { tone: 'success' }),
            })
          }
        >
          {disconnect.isPending ? 'Disconnecting…' : 'Disconnect'}
        </Button>
      ) : (
        <Button
          size="sm"
          className={styles['action']}
          disabled={connect.isPending || connect.isSuccess}
          onClick={() => connect.mutate(provider)}
        >
          {connect.isPending || connect.isSuccess ? (
            <>
              <Spinner small /> Redirecting to {label}…
            </>
          ) : (
            `Connect ${label}`
          )}
        </Button>
      )}
      {connect.isError ? (
        <Notice tone="error" className={styles['rowNotice']}>
          {connect.error instanceof NoRedirectUrlError ? connect.error.message : errorMessage(connect.error)}
        </Notice>
      ) : null}
      {disconnect.isError ? (
        <Notice
          tone="error"
          className={styles['rowNotice']}
          actions={
            lastMethod ? (
              <LinkButton to="/account/password" size="sm" variant="secondary">
                Set a password
              </LinkButton>
            ) : null
          }
        >
          {errorMessage(disconnect.error)}
        </Notice>
      ) : null}
    </article>
  );
}
