import { formatMinorUnits } from '@folio/formatting';
import { errorMessage } from '@folio/http';
import { InlineError } from '@folio/ui-kit';
import { type ReactNode } from 'react';
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

/** The cart's titled panel: the checkout screens are drawn with the same ones. */
export { Panel } from '@folio/cart';

/** A grey block in the shape of what loads, announced once. */
export function Skeleton({ label }: { label: string }) {
  return <div role="status" aria-label={label} className={styles['skeletonBlock']} />;
}

/** A read that failed: its words and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return <InlineError title={title} message={errorMessage(error)} onRetry={onRetry} />;
}

/** A labelled checkbox (terms, policies). */
export function CheckBox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles['check']}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
