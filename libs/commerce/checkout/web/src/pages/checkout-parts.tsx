import { formatMinorUnits } from '@folio/formatting';
import { errorMessage } from '@folio/http';
import { InlineError } from '@folio/ui-kit';
import { useId, type ReactNode } from 'react';
import styles from './checkout.module.css';

/** Money in the order's own currency, with its code beside ambiguous symbols (spec section 9). */
export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/**
 * A `YYYY-MM-DD` day as 'Dec 3, 2026' (UTC: plan dates are UTC days). Intl rather than the
 * formatting lib's date functions, which bring luxon into the page (quality bar F3).
 */
export function day(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}

/** A titled panel, named by its heading. */
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

/** A grey block in the shape of what loads, announced once. */
export function Skeleton({ label }: { label: string }) {
  return <div role="status" aria-label={label} className={styles['skeletonBlock']} />;
}

export type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** A result under a control: a status, or an alert for a refusal. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={styles['outcome']} data-tone={outcome.tone}>
      {outcome.text}
    </p>
  );
}

/** A read that failed: its words and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <InlineError title={title} message={errorMessage(error)} onRetry={onRetry} />;
}

/** A labelled checkbox (terms, policies). */
export function CheckBox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className={styles['check']}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
