import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A way forward: clear the filters, browse something else. */
  action?: ReactNode;
  /** `h2` by default; `h3` inside a section that has its own h2. */
  headingLevel?: 2 | 3;
  icon?: ReactNode;
}

/** What a list shows when it has nothing: what happened and where to go instead. */
export function EmptyState({ title, children, action, headingLevel = 2, icon }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles['empty']}>
      {icon ? (
        <div className={styles['emptyIcon']} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles['emptyTitle']}>{title}</Heading>
      {children ? <div className={styles['emptyText']}>{children}</div> : null}
      {action ? <div className={styles['emptyAction']}>{action}</div> : null}
    </div>
  );
}

/** A section that could not load, with a retry; the rest of the page stays usable. */
export function InlineError({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  return (
    <div className={styles['inlineError']} role="alert">
      <p className={styles['inlineErrorTitle']}>{title}</p>
      {message ? <p className={styles['inlineErrorText']}>{message}</p> : null}
      {onRetry ? (
        <button type="button" className={styles['retry']} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
