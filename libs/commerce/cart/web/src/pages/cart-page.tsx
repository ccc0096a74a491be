import { Container } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import { CartPageHeader, RowsSkeleton } from './cart-parts';
import styles from './cart.module.css';

const CartPageContent = lazy(() => import('./cart-page-content').then((module) => ({ default: module.CartPageContent })));

/**
 * `/cart/{uid}`: drawn at once in its loading state; the cart, its steppers and its side panels
 * load with the query and http clients (`cart-page-content.tsx`).
 */
export function CartPage({ cartId }: { cartId: string }) {
  return (
    <Suspense
      fallback={
        <>
          <CartPageHeader title="Cart" />
          <Container className={styles['body']}>
            <RowsSkeleton label="Loading your cart" rows={2} />
          </Container>
        </>
      }
    >
      <CartPageContent cartId={cartId} />
    </Suspense>
  );
}
