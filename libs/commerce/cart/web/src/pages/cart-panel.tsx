import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './cart-panel.module.css';

/**
 * A titled panel of the cart and checkout screens, named by its heading. `focusOnMount`: the panel
 * is the outcome of the action just taken (the payment step after "Place order"), so the focus
 * moves to its heading when it appears instead of falling to the page.
 */
export function Panel({
  title,
  children,
  focusOnMount,
}: {
  title: string;
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles['panel']} aria-labelledby={id}>
      <h2 id={id} ref={heading} className={styles['panelTitle']} tabIndex={focusOnMount ? -1 : undefined}>
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
