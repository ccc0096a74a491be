import { Container } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import layout from './layout.module.css';
import intro from './page-intro.module.css';
import styles from './skeletons.module.css';

/*
 * Placeholders while a page loads. A list's placeholder is drawn by the domain that draws the list
 * (`EventGridSkeleton`, `PeopleGridSkeleton`, …), inside the list's own grid and card classes, so
 * its columns and card shape at every width are the list's and cannot drift from them. What is
 * here is what those share: the status around a placeholder, the shimmering blocks and lines, and
 * the page frames around them.
 */

/**
 * A placeholder announced once as a busy status. `className` is the layout it stands in for (a
 * list's grid class); nothing inside reacts to the pointer, since there is nothing to open yet.
 */
export function SkeletonStatus({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={[styles['still'], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

/** A shimmering block that fills the box it is put in (a card's cover or avatar frame). */
export function SkeletonBlock() {
  return <span className={styles['block']} />;
}

/**
 * A line of placeholder text: `short` ends a paragraph, `title` stands for a heading, `button` for
 * a full-width button at the foot of a card.
 */
export function SkeletonLine({ size = 'full' }: { size?: 'full' | 'short' | 'title' | 'button' }) {
  return <span className={[styles['line'], size === 'full' ? undefined : styles[size]].filter(Boolean).join(' ')} />;
}

/** Lines of placeholder text that take the room left in a row (beside a thumbnail). */
export function SkeletonText({ children }: { children: ReactNode }) {
  return <span className={styles['text']}>{children}</span>;
}

/**
 * A whole listing page loading: the heading band, then the page body with the list's summary line
 * and `children`, the list's own placeholder (`EventGridSkeleton`, `PeopleGridSkeleton`).
 */
export function ListingPageSkeleton({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={intro['intro']}>
        <Container className={intro['introInner']}>
          <SkeletonLine size="title" />
          <SkeletonLine size="short" />
        </Container>
      </div>
      <Container className={layout['pageBody']}>
        <ListSkeleton>{children}</ListSkeleton>
      </Container>
    </>
  );
}

/** A list's place in a page body while it loads: its summary line, then the list's placeholder. */
export function ListSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className={layout['stack']}>
      <div className={styles['summary']}>
        <SkeletonLine />
      </div>
      {children}
    </div>
  );
}

/** A profile or event page loading: a hero block and a few lines. */
export function DetailPageSkeleton({ label }: { label: string }) {
  return (
    <Container className={layout['pageBody']}>
      <SkeletonStatus label={label} className={styles['detail']}>
        <div className={styles['hero']}>
          <SkeletonBlock />
        </div>
        <SkeletonLine size="title" />
        <SkeletonLine />
        <SkeletonLine size="short" />
      </SkeletonStatus>
    </Container>
  );
}
