import { SkipLink } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import { lazyModule } from '../lazy-module';
import { AppHeader } from './app-header';
import { PageFrameContext } from './page-frame';
import styles from './shell.module.css';

/*
 * The footer comes after the page, below the fold on all but the shortest screens: it loads with
 * the page's own code rather than in the entry every page downloads first (quality bar F1), and
 * takes no room until it is there, so nothing above it moves.
 */
const footerModule = lazyModule(() => import('./app-footer'));

/** For tests: the footer at hand before the first draw (a page fetches it as it draws). */
export const preloadFooter = footerModule.preload;

function LazyFooter() {
  const loaded = footerModule.useModule();
  return loaded ? <loaded.AppFooter /> : null;
}

export interface PageShellProps {
  children: ReactNode;
  header?: boolean;
  footer?: boolean;
}

/** The frame shared by the default layouts: skip link, header, main content and footer. */
export function PageShell({ children, header = true, footer = true }: PageShellProps) {
  return (
    <PageFrameContext value={true}>
      {header ? <SkipLink /> : null}
      {header ? <AppHeader /> : null}
      <main id="main" tabIndex={-1} className={styles['main']}>
        {children}
      </main>
      {footer ? <LazyFooter /> : null}
    </PageFrameContext>
  );
}

/** The main landmark on its own, for the blank layout. */
export function BareMain({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <PageFrameContext value={true}>
      <main id="main" tabIndex={-1} className={[styles['main'], className].filter(Boolean).join(' ')}>
        {children}
      </main>
    </PageFrameContext>
  );
}
