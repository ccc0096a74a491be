import type { ReactNode } from 'react';
import styles from './gallery.module.css';

export function GallerySection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={styles['section']} aria-labelledby={`${id}-title`}>
      <header className={styles['sectionHeader']}>
        <h2 id={`${id}-title`} className={styles['sectionTitle']}>
          {title}
        </h2>
        <p className={styles['sectionText']}>{text}</p>
      </header>
      {children}
    </section>
  );
}

export function Demo({
  title,
  caption,
  span,
  children,
}: {
  title: string;
  caption?: string;
  /** `wide` fills the row, `double` takes two columns where there are three. */
  span?: 'wide' | 'double';
  children: ReactNode;
}) {
  return (
    <div className={[styles['demo'], span ? styles[span] : undefined].filter(Boolean).join(' ')}>
      <h3 className={styles['demoTitle']}>{title}</h3>
      {caption ? <p className={styles['caption']}>{caption}</p> : null}
      {children}
    </div>
  );
}
