import { SkipLink } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { PageFrameContext } from './page-frame';
import styles from './shell.module.css';

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
      {footer ? <AppFooter /> : null}
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
