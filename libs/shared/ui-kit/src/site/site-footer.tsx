import type { ReactNode } from 'react';
import { Container } from '../layout/container';
import type { NavGroup } from './nav-item';
import { NavLink } from './nav-link';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  /** Usually the inverse logo wrapped in a link to the home page. */
  brand: ReactNode;
  tagline?: ReactNode;
  /** Columns of links, each under its heading (Discover, Sell on Folio, Company, Legal). */
  navigation: readonly NavGroup[];
  /** Accessible name of the footer's navigation landmark. */
  navLabel?: string;
  /** The copyright line. */
  legal: ReactNode;
}

/** The site footer on a dark ink band: brand and tagline, columns of links and the legal line. */
export function SiteFooter({ brand, tagline, navigation, navLabel = 'Footer', legal }: SiteFooterProps) {
  return (
    <footer className={styles['footer']}>
      <Container className={styles['inner']}>
        <div className={styles['about']}>
          {brand}
          {tagline ? <p className={styles['tagline']}>{tagline}</p> : null}
        </div>
        <nav aria-label={navLabel} className={styles['groups']}>
          {navigation.map((group) => (
            <div key={group.title} className={styles['group']}>
              <h2 className={styles['groupTitle']}>{group.title}</h2>
              <ul className={styles['list']}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <NavLink item={item} className={styles['link']} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className={styles['legal']}>{legal}</p>
      </Container>
    </footer>
  );
}
