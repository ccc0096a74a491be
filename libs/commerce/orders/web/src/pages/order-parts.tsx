import { Badge } from '@folio/auth';
import { errorMessage } from '@folio/http';
import type { MoneyTotals, OrderStatus } from '@folio/orders-contract';
import { Button, InlineError } from '@folio/ui-kit';
import { useState } from 'react';
import { money, ORDER_STATUS_LABELS } from '../order-words';
import styles from './orders.module.css';

/** Grey blocks in the shape of the rows that will come, announced once as loading. */
export function RowsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className={styles['skeletonList']}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles['skeletonRow']} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A read that failed: the server's words and a way to try again; the rest of the page stays usable. */
export function LoadFailed({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return <InlineError title={`We couldn’t load ${what}.`} message={errorMessage(error)} onRetry={onRetry} />;
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS_LABELS[status];
  return <Badge {...(tone ? { tone } : {})}>{label}</Badge>;
}

/** Total, paid and owed of one currency, as a description list (owed stands out while above zero). */
export function MoneyFigures({
  totals,
  label,
}: {
  totals: Pick<MoneyTotals, 'currency' | 'total_minor' | 'paid_minor' | 'owed_minor'>;
  label?: string;
}) {
  const { currency } = totals;
  return (
    <dl className={styles['figures']} aria-label={label}>
      <div className={styles['figure']}>
        <dt>Total</dt>
        <dd>{money(totals.total_minor, currency)}</dd>
      </div>
      <div className={styles['figure']}>
        <dt>Paid</dt>
        <dd>{money(totals.paid_minor, currency)}</dd>
      </div>
      <div className={[styles['figure'], totals.owed_minor > 0 ? styles['owed'] : ''].join(' ')}>
        <dt>Owed</dt>
        <dd>{money(totals.owed_minor, currency)}</dd>
      </div>
    </dl>
  );
}

/**
 * The reader's one pickup code for an event: large, in a monospace face, selectable in one click
 * and copyable with a button that says when it worked.
 */
export function PickupCode({ code, eventTitle }: { code: string; eventTitle: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={styles['pickup']} aria-label={`Pickup code for ${eventTitle}`}>
      <p className={styles['meta']}>Your pickup code for everything you ordered at this event</p>
      <p className={styles['pickupCode']}>{code}</p>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        Copy pickup code
      </Button>
      <p role="status" className={styles['meta']}>
        {copied === 'yes' ? 'Copied.' : copied === 'failed' ? 'Copying failed: select the code and copy it.' : ''}
      </p>
    </section>
  );
}
