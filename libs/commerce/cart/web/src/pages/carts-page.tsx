import { PageBody, PageHeading } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import { RowsSkeleton } from './cart-parts';

const CartsList = lazy(() => import('./carts-list').then((module) => ({ default: module.CartsList })));

/**
 * `/cart`: every cart of the visitor (this device's session and, signed in, the account's),
 * grouped by event and then seller. Each cart shows its subtotal in its form's own currency; there
 * is deliberately no grand total, since carts in different currencies cannot be added up. The
 * heading draws at once; the list loads with the query and http clients (`carts-list.tsx`).
 */
export function CartsPage() {
  return (
    <>
      <PageHeading
        eyebrow="Your preorders"
        title="Your carts"
        lead={<p>One cart per order form. Each author or vendor takes their own order and payment.</p>}
      />
      <PageBody>
        <Suspense fallback={<RowsSkeleton label="Loading your carts" />}>
          <CartsList />
        </Suspense>
      </PageBody>
    </>
  );
}
