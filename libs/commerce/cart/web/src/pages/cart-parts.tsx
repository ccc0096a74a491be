import { formatMinorUnits } from '@folio/formatting';
import { BookIcon, EmptyState, LinkButton } from '@folio/ui-kit';
import styles from './cart.module.css';

/** Money of a cart: integer minor units in the form's own currency, with its code (spec section 9). */
export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/**
 * When a hold ends, in the reader's own clock ('3:45 PM'); Intl rather than the formatting lib's
 * date functions, which bring luxon into the page (quality bar F3).
 */
export function holdTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Invalid date'
    : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** `/cart/{uid}`'s body while its cart loads: its lines, and the side panels' column beside them. */
export function CartBodySkeleton() {
  return (
    <div className={styles['layout']}>
      <RowsSkeleton label="Loading your cart" rows={2} />
      <div className={styles['skeletonAside']} aria-hidden="true" />
    </div>
  );
}

/** Grey blocks in the shape of the rows that will come, announced once as loading. */
export function RowsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className={styles['skeletonList']}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles['skeletonRow']} aria-hidden="true">
          <span className={styles['skeletonPicture']} />
          <span className={styles['skeletonLines']}>
            <span className={styles['skeletonLine']} />
            <span className={styles['skeletonLineShort']} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** Nothing in any cart: where to find something. */
export function EmptyCart() {
  return (
    <EmptyState
      title="Your cart is empty"
      icon={<BookIcon />}
      actions={<LinkButton to="/events">Browse events</LinkButton>}
    >
      <p>Find a signing and preorder signed books from the authors and vendors who attend.</p>
    </EmptyState>
  );
}
