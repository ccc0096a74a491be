import { AccountPageHeader, Badge, Loading, Notice } from '@folio/auth';
import type { SessionDevice, SessionPlace, UserSession } from '@folio/auth-contract';
import { timeAgo } from '@folio/formatting';
import { errorMessage, errorStatus } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { Button, EmptyState, InlineError, MonitorIcon, PhoneIcon, TabletIcon } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useEndOtherSessions, useEndSession } from '../account/account.mutations';
import { userSessionsQueryOptions } from '../account/account.queries';
import styles from './list-rows.module.css';

const DEVICE_LABELS: Record<SessionDevice, string> = {
  desktop: 'Computer',
  mobile: 'Phone',
  tablet: 'Tablet',
  tv: 'TV',
  unknown: 'Unknown device',
};
const DEVICE_ICONS: Record<SessionDevice, typeof MonitorIcon> = {
  desktop: MonitorIcon,
  mobile: PhoneIcon,
  tablet: TabletIcon,
  tv: MonitorIcon,
  unknown: MonitorIcon,
};

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "Chrome 126 on macOS"; what the user agent did not say is said plainly. */
export function sessionName(session: Pick<UserSession, 'browser' | 'os'>): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? 'Unknown browser';
}

/** "United Kingdom, network 203.0.113.x", "On this computer", "Local network". Never an address. */
export function placeText(place: SessionPlace): string {
  const country = place.country ? (regions.of(place.country) ?? place.country) : null;
  switch (place.kind) {
    case 'loopback':
      return 'On this computer';
    case 'private':
      return 'Local network';
    case 'public':
      return country ? `${country}, network ${place.network}` : `Network ${place.network}`;
    default:
      return country ?? 'Unknown place';
  }
}

/** `/account/sessions`: every browser signed in to the account; sign out of one, or of all the others. */
export function SessionsPage() {
  const http = useHttp();
  const query = useQuery(userSessionsQueryOptions(http));
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  // Where focus goes once a signed-out row has gone: the heading of the list it was in.
  const othersTitle = useRef<HTMLHeadingElement>(null);
  const current = query.data?.find((session) => session.current);
  const others = query.data?.filter((session) => !session.current) ?? [];

  // The callbacks live here, not in the row: the row is gone by the time the list is read again.
  const signOut = (session: UserSession) => {
    const name = sessionName(session);
    end.mutate(session.id, {
      onSuccess: () => {
        notify(`Signed out of ${name}.`, { tone: 'success' });
        othersTitle.current?.focus();
      },
      onError: (error) => {
        // A 404: it had ended already (elsewhere, or it expired); the list no longer shows it.
        if (errorStatus(error) !== 404) return;
        notify(`${name} was already signed out.`);
        othersTitle.current?.focus();
      },
    });
  };
  const rowState = (session: UserSession) => ({
    pending: end.isPending && end.variables === session.id,
    error:
      end.isError && end.variables === session.id && errorStatus(end.error) !== 404 ? errorMessage(end.error) : null,
  });

  return (
    <>
      <AccountPageHeader
        title="Where you're signed in"
        description="The browsers and devices signed in to your account. If you don't recognise one, sign it out and change your password."
        actions={
          others.length > 0 ? (
            <Button
              variant="secondary"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: (ended) => {
                    notify(
                      ended > 0
                        ? `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`
                        : 'No other session was signed in.',
                      {
                        tone: 'success',
                      },
                    );
                    othersTitle.current?.focus();
                  },
                })
              }
            >
              {endOthers.isPending ? 'Signing out…' : 'Sign out of all other sessions'}
            </Button>
          ) : null
        }
      />
      {endOthers.isError ? <Notice tone="error">{errorMessage(endOthers.error)}</Notice> : null}

      {query.isPending ? (
        <Loading label="Loading where you're signed in…" />
      ) : query.isError ? (
        <InlineError
          title="We couldn't load where you're signed in."
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {current ? (
            <section className={styles['group']} aria-labelledby="sessions-current">
              <h2 id="sessions-current" className={styles['groupTitle']}>
                This device
              </h2>
              <ul className={styles['list']}>
                <li>
                  <SessionRow session={current} />
                </li>
              </ul>
            </section>
          ) : null}
          <section className={styles['group']} aria-labelledby="sessions-others">
            <h2 id="sessions-others" ref={othersTitle} tabIndex={-1} className={styles['groupTitle']}>
              Other sessions
            </h2>
            {others.length === 0 ? (
              <EmptyState icon={<MonitorIcon />} title="Only this device" headingLevel={3}>
                You're not signed in anywhere else. When you sign in on another browser or device, it shows up here.
              </EmptyState>
            ) : (
              <ul className={styles['list']}>
                {others.map((session) => (
                  <li key={session.id}>
                    <SessionRow session={session} onSignOut={() => signOut(session)} {...rowState(session)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

interface SessionRowProps {
  session: UserSession;
  /** Absent for this device: it signs out through the account menu. */
  onSignOut?: () => void;
  pending?: boolean;
  error?: string | null;
}

/** One session: its device, browser, place and when it was last seen, with "Sign out" unless it is this one. */
function SessionRow({ session, onSignOut, pending = false, error = null }: SessionRowProps) {
  const name = sessionName(session);
  const Icon = DEVICE_ICONS[session.device];

  return (
    <article className={styles['row']} aria-label={name}>
      <Icon className={styles['mark']} />
      <div className={styles['details']}>
        <h3 className={styles['name']}>
          {name}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </h3>
        <p className={styles['meta']}>
          {DEVICE_LABELS[session.device]} · {placeText(session.place)} ·{' '}
          {session.current ? (
            'Active now'
          ) : (
            <>
              Last seen <time dateTime={session.last_seen_at}>{timeAgo(session.last_seen_at).toLowerCase()}</time>
            </>
          )}
        </p>
      </div>
      {onSignOut ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles['action']}
          aria-label={`Sign out of ${name}`}
          disabled={pending}
          onClick={onSignOut}
        >
          {pending ? 'Signing out…' : 'Sign out'}
        </Button>
      ) : null}
      {error ? (
        <Notice tone="error" className={styles['rowNotice']}>
          {error}
        </Notice>
      ) : null}
    </article>
  );
}
