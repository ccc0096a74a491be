import type { ReactNode } from 'react';
import { Container } from './container';
import styles from './page-heading.module.css';

export interface PageHeadingProps {
  /** A short line above the title, in the accent colour and capitals: the section, the seller. */
  eyebrow?: ReactNode | undefined;
  /** The page's one `h1`. */
  title: ReactNode;
  /** What the page is about, in muted text under the title: a paragraph, or a few. */
  lead?: ReactNode | undefined;
}

/** A page's heading band: an eyebrow, the title and a lead, in the page's container. */
export function PageHeading({ eyebrow, title, lead }: PageHeadingProps) {
  return (
    <Container as="header" className={styles['heading']}>
      {eyebrow ? <p className={styles['eyebrow']}>{eyebrow}</p> : null}
      <h1 className={styles['title']}>{title}</h1>
      {lead ? <div className={styles['lead']}>{lead}</div> : null}
    </Container>
  );
}

export interface PageBodyProps {
  children?: ReactNode;
}

/** What follows a `PageHeading`: the page's sections in one column, spaced, in the page's container. */
export function PageBody({ children }: PageBodyProps) {
  return <Container className={styles['body']}>{children}</Container>;
}
