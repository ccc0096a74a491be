import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './section-tabs.module.css';

export interface SectionTab {
  label: string;
  /** The child route, e.g. `/event/$slug/store`. */
  to: string;
  params: Record<string, string>;
  /** The default child: active only on its own address, not on its siblings'. */
  exact?: boolean;
  count?: number;
  icon?: ReactNode;
}

/**
 * The child views of an event or a profile as tabs: real links (each view has its own address and
 * works with the back button), marked `aria-current="page"` when open.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly SectionTab[] }) {
  return (
    <nav aria-label={label} className={styles['tabs']}>
      <ul className={styles['tabList']}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              params={tab.params}
              className={styles['tab']}
              activeOptions={{ exact: tab.exact ?? false, includeSearch: false }}
              resetScroll={false}
            >
              {tab.icon}
              <span>{tab.label}</span>
              {tab.count !== undefined ? <span className={styles['tabCount']}>{tab.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
