import { useId, type ReactNode } from 'react';
import styles from './cart-panel.module.css';

/** A titled panel of the cart and checkout screens, named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles['panel']} aria-labelledby={id}>
      <h2 id={id} className={styles['panelTitle']}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type OutcomeState = { tone: 'ok' | 'error'; text: string } | null;

/** A result line under a control: the server's words, as a status or an alert. */
export function Outcome({ outcome }: { outcome: OutcomeState }) {
  if (!outcome) return null;
  return (
    <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={styles['outcome']} data-tone={outcome.tone}>
      {outcome.text}
    </p>
  );
}

/** Class names of a panel's row of controls and its small muted text. */
export const panelStyles = { row: styles['row'], meta: styles['meta'] };
