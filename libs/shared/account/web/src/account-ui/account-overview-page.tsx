import { Badge, Notice, primaryProfile, PROFILE_KIND_LABELS, ResendVerification, useSignedInUser } from '@folio/auth';
import {
  BellIcon,
  BookmarkIcon,
  CalendarIcon,
  LinkIcon,
  LockIcon,
  MonitorIcon,
  PinIcon,
  SlidersIcon,
  UserIcon,
} from '@folio/ui-kit';
import { useHttp } from '@folio/http/router';
import { unreadCountQueryOptions } from '@folio/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Avatar } from './account-layout';
import styles from './account.module.css';

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  count?: number;
}

/** `/account`: who is signed in, what needs doing, and the way to every section. */
export function AccountOverviewPage() {
  const user = useSignedInUser();
  const http = useHttp();
  const unread = useQuery(unreadCountQueryOptions(http)).data ?? 0;
  const profile = primaryProfile(user);

  const tiles: Tile[] = [
    {
      to: '/account/events',
      title: 'Your events',
      text: 'Signings you have ordered for, upcoming and past.',
      icon: <CalendarIcon />,
    },
    {
      to: '/saved',
      title: 'Saved',
      text: 'The events you saved and the authors and vendors you follow.',
      icon: <BookmarkIcon />,
    },
    {
      to: '/notifications',
      title: 'Notifications',
      text:
        unread > 0
          ? `${unread} unread: order updates, reminders and account news.`
          : 'Order updates, instalment reminders and account news.',
      icon: <BellIcon />,
      count: unread,
    },
    {
      to: '/account/profile',
      title: 'Profile',
      text: 'Your name and the email address we write to.',
      icon: <UserIcon />,
    },
    {
      to: '/account/addresses',
      title: 'Addresses',
      text: 'Where your signed books should go when they ship.',
      icon: <PinIcon />,
    },
    {
      to: '/account/password',
      title: user.has_password ? 'Password' : 'Set a password',
      text: user.has_password
        ? 'Change it, and sign out every other device.'
        : 'Add a password so you can also sign in by email.',
      icon: <LockIcon />,
    },
    {
      to: '/account/sessions',
      title: "Where you're signed in",
      text: 'Your devices and browsers; sign out of the ones you no longer use.',
      icon: <MonitorIcon />,
    },
    {
      to: '/account/preferences',
      title: 'Preferences',
      text: 'Emails, currency and time zone.',
      icon: <SlidersIcon />,
    },
    {
      to: '/account/social',
      title: 'Connected accounts',
      text: 'Sign in with Google or Facebook.',
      icon: <LinkIcon />,
    },
  ];

  return (
    <>
      <section className={styles['hero']} aria-labelledby="account-title">
        <Avatar user={user} large />
        <div className={styles['heroText']}>
          <h1 id="account-title" className={styles['heroName']}>
            Hello, {user.first_name}
          </h1>
          <p className={styles['heroMeta']}>
            <span>{user.email}</span>
            {user.email_verified_at ? (
              <Badge tone="success">Verified</Badge>
            ) : (
              <Badge tone="warning">Not verified</Badge>
            )}
            {profile ? (
              <Badge tone="accent">
                {PROFILE_KIND_LABELS[profile.kind]}
                {profile.kind === 'profile' ? '' : ` · ${profile.name}`}
              </Badge>
            ) : null}
          </p>
        </div>
      </section>

      {user.email_verified_at ? null : (
        <Notice tone="info" title="Please verify your email address" actions={<ResendVerification size="sm" />}>
          We sent a link to {user.email}. Verifying it keeps your orders and reminders reaching you.
        </Notice>
      )}

      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="visually-hidden">
          Your account
        </h2>
        <ul className={styles['tiles']}>
          {tiles.map((tile) => (
            <li key={tile.to}>
              <article className={styles['tile']}>
                <span className={styles['tileIcon']}>{tile.icon}</span>
                <h3 className={styles['tileTitle']}>
                  <Link to={tile.to} className={styles['tileLink']}>
                    {tile.title}
                  </Link>
                  {tile.count ? (
                    <span className={styles['count']} aria-label={`${tile.count} unread`}>
                      {tile.count}
                    </span>
                  ) : null}
                </h3>
                <p className={styles['tileText']}>{tile.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
