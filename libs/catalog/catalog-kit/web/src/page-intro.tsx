import { Container } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

export interface PageIntroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Controls beside the heading on wide screens (a toggle, a button). */
  aside?: ReactNode;
  /** Below the heading: filters, tabs. */
  children?: ReactNode;
}

/** The band at the top of a listing page: eyebrow, the page's one h1, a lead paragraph. */
export function PageIntro({ eyebrow, title, lead, aside, children }: PageIntroProps) {
  return (
    <header className={styles['intro']}>
      <Container className={styles['introInner']}>
        <div className={styles['introHeading']}>
          <div className={styles['introText']}>
            {eyebrow ? <p className={styles['eyebrow']}>{eyebrow}</p> : null}
            <h1 className={styles['introTitle']}>{title}</h1>
            {lead ? <div className={styles['introLead']}>{lead}</div> : null}
          </div>
          {aside ? <div className={styles['introAside']}>{aside}</div> : null}
        </div>
        {children}
      </Container>
    </header>
  );
}

/** A section of a page with its h2 and an optional link or count beside it. */
export function Section({
  title,
  id,
  action,
  children,
  className,
}: {
  title: ReactNode;
  id: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={[styles['section'], className].filter(Boolean).join(' ')}>
      <div className={styles['sectionHeader']}>
        <h2 id={id} className={styles['sectionTitle']}>
          {title}
        </h2>
        {action ? <div className={styles['sectionAction']}>{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Text with paragraphs separated by a blank line, as the API sends descriptions and copy. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={[styles['prose'], className].filter(Boolean).join(' ')}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Small rounded labels: genres, categories, badges. */
export function Chip({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'accent' | 'gold' | 'muted';
}) {
  return <span className={[styles['chip'], styles[`chip-${tone}`]].join(' ')}>{children}</span>;
}
