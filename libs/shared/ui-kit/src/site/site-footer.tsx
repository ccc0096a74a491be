import type { ReactNode } from 'react';
import { Container } from '../layout/container';
import type { NavItem } from './nav-item';
import { NavLink } from './nav-link';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  /** Usually the inverse logo wrapped in a link to the home page. */
  brand: ReactNode;
  tagline?: ReactNode;
  navigation: readonly NavItem[];
  /** Accessible name of the footer's navigation landmark. */
  navLabel?: string;
  /** The copyright line. */
  legal: ReactNode;
}

/** The site footer on a dark ink band: brand and tagline, a list of links and the legal line. */
export function SiteFooter({ brand, tagline, navigation, navLabel = 'Footer', legal }: SiteFooterProps) {
  return (
    <footer className={styles['footer']}>
      <Container className={styles['inner']}>
        <div className={styles['about']}>
          {brand}
          {tagline ? <p className={styles['tagline']}>{tagline}</p> : null}
        </div>
        <nav aria-label={navLabel}>
          <ul className={styles['list']}>
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink item={item} className={styles['link']} />
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles['legal']}>{legal}</p>
      </Container>
    </footer>
  );
}
