import { PageBody, PageHeading } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import { CartBodySkeleton } from './cart-parts';

const CartPageContent = lazy(() =>
  import('./cart-page-content').then((module) => ({ default: module.CartPageContent })),
);

/**
 * `/cart/{uid}`: drawn at once in the loading state the cart's own view shows; the cart, its steppers and its side panels
 * load with the query and http clients (`cart-page-content.tsx`).
 */
export function CartPage({ cartId }: { cartId: string }) {
  return (
    <Suspense
      fallback={
        <>
          <PageHeading title="Cart" />
          <PageBody>
            <CartBodySkeleton />
          </PageBody>
        </>
      }
    >
      <CartPageContent cartId={cartId} />
    </Suspense>
  );
}
