import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface AccountPageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The title block every account page, the notifications page and the development mailbox open with. */
export function AccountPageHeader({ title, description, actions }: AccountPageHeaderProps) {
  return (
    <header className={styles['pageHeader']}>
      <div className={styles['pageHeading']}>
        <h1 className={styles['pageTitle']}>{title}</h1>
        {description ? <p className={styles['pageText']}>{description}</p> : null}
      </div>
      {actions ? <div className={styles['pageActions']}>{actions}</div> : null}
    </header>
  );
}

/**
 * Class names of the pill-shaped tabs made of links that pages put above a list (`/account/events`
 * and `/account/events/past`, all and unread notifications): `list` on the `<ul>`, `tab` on each link.
 */
export const pageTabStyles = { list: styles['tabs'], tab: styles['tab'] };
