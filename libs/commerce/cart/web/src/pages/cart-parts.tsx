import { formatMinorUnits } from '@folio/formatting';
import { BookIcon, Container, EmptyState, LinkButton } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import styles from './cart.module.css';

/** Money of a cart: integer minor units in the form's own currency, with its code (spec section 9). */
export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);

/**
 * When a hold ends, in the reader's own clock ('3:45 PM'); Intl rather than the formatting lib's
 * date functions, which bring luxon into the page (quality bar F3).
 */
export function holdTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The cart pages' heading band, like the account pages': an eyebrow, the title and a lead. */
export function CartPageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <Container as="header" className={styles['header']}>
      {eyebrow ? <p className={styles['eyebrow']}>{eyebrow}</p> : null}
      <h1 className={styles['title']}>{title}</h1>
      {lead ? <div className={styles['lead']}>{lead}</div> : null}
    </Container>
  );
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
    <EmptyState title="Your cart is empty" icon={<BookIcon />} actions={<LinkButton to="/events">Browse events</LinkButton>}>
      <p>Find a signing and preorder signed books from the authors and vendors who attend.</p>
    </EmptyState>
  );
}
