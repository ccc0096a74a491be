import { useUser } from '@folio/auth';
import type { User } from '@folio/auth-contract';
import {
  BellIcon,
  BookIcon,
  BookmarkIcon,
  CalendarIcon,
  Container,
  HomeIcon,
  LinkIcon,
  LockIcon,
  MonitorIcon,
  PinIcon,
  SlidersIcon,
  StoreIcon,
  TicketIcon,
  UserIcon,
} from '@folio/ui-kit';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './account.module.css';

interface Section {
  to: string;
  label: string;
  icon: (props: { className?: string }) => ReactNode;
  exact?: boolean;
  /** Shown only to the users it is for; everyone by default. */
  for?: (user: User) => boolean;
}

/** Whether the user sells: a seller (author) or vendor profile. */
const sells = (user: User) => user.profiles.seller.length + user.profiles.vendor.length > 0;

/** The account area's sections, in the order the sidebar lists them. */
export const ACCOUNT_SECTIONS: readonly Section[] = [
  { to: '/account', label: 'Overview', icon: HomeIcon, exact: true },
  { to: '/account/profile', label: 'Profile', icon: UserIcon },
  { to: '/account/password', label: 'Password', icon: LockIcon },
  { to: '/account/sessions', label: "Where you're signed in", icon: MonitorIcon },
  { to: '/account/addresses', label: 'Addresses', icon: PinIcon },
  { to: '/account/preferences', label: 'Preferences', icon: SlidersIcon },
  { to: '/account/social', label: 'Connected accounts', icon: LinkIcon },
  { to: '/account/events', label: 'Your events', icon: CalendarIcon },
  // Outside the account area, like the cart: the orders pages of @folio/orders.
  { to: '/orders', label: 'Your orders', icon: BookIcon, exact: true },
  { to: '/orders/by-event', label: 'Orders by event', icon: TicketIcon },
  { to: '/account/analytics', label: 'Sales funnel', icon: StoreIcon, for: sells },
  // Outside the account area, like notifications: the same list a guest keeps on their device.
  { to: '/saved', label: 'Saved', icon: BookmarkIcon },
  { to: '/notifications', label: 'Notifications', icon: BellIcon },
];

/** "Ada Lovelace" gives "AL". */
export function initialsOf(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const letters = [user.first_name, user.last_name].map((name) => name.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function Avatar({ user, large = false }: { user: User; large?: boolean }) {
  return (
    <span
      className={[styles['avatar'], large ? styles['avatarLarge'] : undefined].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      {initialsOf(user)}
    </span>
  );
}

/**
 * The frame of every account page (and the notifications page): the sections beside the page
 * on wide screens, a scrolling row above it on phones. When the session ends while a page is open
 * (signed out in another tab, a 401), it hands over to the sign-in page, which brings the
 * visitor back here.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const user = useUser();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  // Where the visitor was while signed in: the location moves on as soon as the hand-over starts.
  const [from, setFrom] = useState(href);
  if (user && href !== from) setFrom(href);
  useEffect(() => {
    if (!user) void router.navigate({ to: '/login', search: { redirect: from }, replace: true });
  }, [user, router, from]);
  // On phones the sections are one scrolling row: bring the current one into view.
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname, user]);
  if (!user) return null;
  return (
    <Container className={styles['area']}>
      <div className={styles['layout']}>
        <aside className={styles['sidebar']}>
          <div className={styles['identity']}>
            <Avatar user={user} />
            <div>
              <p className={styles['identityName']}>
                {user.first_name} {user.last_name}
              </p>
              <p className={styles['identityEmail']}>{user.email}</p>
            </div>
          </div>
          <nav className={styles['nav']} aria-label="Account">
            <ul ref={list}>
              {ACCOUNT_SECTIONS.filter((section) => section.for?.(user) ?? true).map(
                ({ to, label, icon: SectionIcon, exact }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className={styles['navLink']}
                      activeOptions={{ exact: exact ?? false, includeSearch: false }}
                    >
                      <SectionIcon className={styles['navIcon']} />
                      {label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </aside>
        <div className={styles['content']}>{children}</div>
      </div>
    </Container>
  );
}

export interface PanelProps {
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card holding one form or one list; its title is a level-2 heading under the page's. */
export function Panel({ title, description, children }: PanelProps) {
  return (
    <section className={styles['panel']}>
      {title ? (
        <header className={styles['panelHeader']}>
          <h2 className={styles['panelTitle']}>{title}</h2>
          {description ? <p className={styles['panelText']}>{description}</p> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
