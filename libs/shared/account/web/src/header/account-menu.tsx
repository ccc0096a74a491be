import { useGoTo, userQueryOptions } from '@folio/auth';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { unreadCountQueryOptions } from '@folio/notifications';
import { Dropdown, DropdownItem, DropdownLabel, DropdownSeparator } from '@folio/ui-kit/dropdown';
import { useQuery } from '@tanstack/react-query';
import { initialsOf } from '../account-ui/account-layout';
import styles from './account-menu.module.css';

/** Keeps the header's actions the same width while the user loads. */
function AccountMenuPlaceholder() {
  return <span className={styles['placeholder']} aria-hidden="true" />;
}

/**
 * The header's account entry for a signed-in visitor: their initials and first name, opening
 * Account, Notifications (with the unread count), Your orders, Orders by event, Your events, Saved and Sign out. The header loads this module only
 * when the previously-logged-in marker is set, so guests never download it (or Radix).
 */
export function AccountMenu() {
  useQueryClientReady();
  const http = useHttp();
  const goTo = useGoTo();
  const { data: user } = useQuery(userQueryOptions(http));
  const unread = useQuery({ ...unreadCountQueryOptions(http), enabled: Boolean(user) }).data ?? 0;
  if (!user) return <AccountMenuPlaceholder />;

  // The visible first name starts the name (WCAG "label in name"); the unread count follows.
  const label = `${user.first_name}: account menu${unread > 0 ? `, ${unread} unread notification${unread === 1 ? '' : 's'}` : ''}`;
  return (
    <Dropdown
      size="sm"
      variant="secondary"
      align="end"
      aria-label={label}
      label={
        <span className={styles['trigger']}>
          <span className={styles['avatar']} aria-hidden="true">
            {initialsOf(user)}
          </span>
          <span className={styles['name']}>{user.first_name}</span>
          {unread > 0 ? <span className={styles['dot']} aria-hidden="true" /> : null}
        </span>
      }
    >
      <DropdownLabel>
        {user.first_name} {user.last_name}
        <span className={styles['email']}>{user.email}</span>
      </DropdownLabel>
      <DropdownItem onSelect={() => void goTo('/account')}>Your account</DropdownItem>
      <DropdownItem onSelect={() => void goTo('/notifications')}>
        <span className={styles['itemRow']}>
          Notifications
          {unread > 0 ? (
            <span className={styles['count']} aria-label={`${unread} unread`}>
              {unread}
            </span>
          ) : null}
        </span>
      </DropdownItem>
      <DropdownItem onSelect={() => void goTo('/orders')}>Your orders</DropdownItem>
      <DropdownItem onSelect={() => void goTo('/orders/by-event')}>Orders by event</DropdownItem>
      <DropdownItem onSelect={() => void goTo('/account/events')}>Your events</DropdownItem>
      <DropdownItem onSelect={() => void goTo('/saved')}>Saved</DropdownItem>
      <DropdownSeparator />
      <DropdownItem onSelect={() => void goTo('/logout')}>Sign out</DropdownItem>
    </Dropdown>
  );
}
