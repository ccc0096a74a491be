import type { Cart, StockCheckLine } from '@folio/cart-contract';
import { closingCountdown } from '@folio/formatting';
import { formBesideSeller, formNamesOf } from '@folio/order-forms-contract';
import { errorStatus } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { EmptyState, InlineError, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cartQueryOptions } from '../cart.queries';
import { cartSubtotal } from '../cart-totals';
import { useCartSessionSync } from '../use-cart-session';
import { CheckoutActions } from './cart-checkout-actions';
import { CartLines } from './cart-lines-list';
import { CartBodySkeleton, EmptyCart, money } from './cart-parts';
import { MessageBox, OrderPreview, ShippingBox, StockCheck } from './cart-side';
import { CouponBox } from './coupon-box';
import styles from './cart.module.css';

/**
 * `/cart/{uid}` (title Cart; the parameter holds the cart id): the lines with their steppers, the
 * subtotal, the message to the seller, the coupon, a stock check, the shipping rates by country
 * when the form ships, what the order would come to, and how long the form still takes orders.
 * It reads the cart through the query client, which it waits for (`cart-page.tsx`).
 */
export function CartPageContent({ cartId }: { cartId: string }) {
  useQueryClientReady();
  const http = useHttp();
  useCartSessionSync();
  const query = useQuery(cartQueryOptions(http, cartId));
  const cart = query.data?.data;
  return (
    <>
      <PageHeading
        eyebrow={cart ? cart.order_form.seller.name : undefined}
        title="Cart"
        lead={cart ? <CartLead cart={cart} /> : null}
      />
      <PageBody>
        {cart ? (
          <CartBody cart={cart} />
        ) : query.isError ? (
          errorStatus(query.error) === 404 ? (
            <EmptyState
              title="This cart could not be found"
              actions={<LinkButton to="/cart">See your carts</LinkButton>}
            >
              <p>It may have been emptied or deleted, or it belongs to another visitor.</p>
            </EmptyState>
          ) : (
            <InlineError
              title="Your cart could not be loaded."
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          )
        ) : (
          <CartBodySkeleton />
        )}
      </PageBody>
    </>
  );
}

function CartLead({ cart }: { cart: Cart }) {
  const form = cart.order_form;
  const countdown = closingCountdown(form.close_date, { closed: form.closed });
  return (
    <p>
      {formBesideSeller(formNamesOf(form))} · <span className={styles['countdown']}>{countdown}</span>
    </p>
  );
}

function CartBody({ cart }: { cart: Cart }) {
  const [stock, setStock] = useState<StockCheckLine[] | null>(null);
  const lineCount = cart.items.products.length + cart.items.bundles.length;
  if (lineCount === 0) return <EmptyCart />;
  const currency = cart.order_form.currency;
  return (
    <div className={styles['layout']}>
      <div className={styles['main']}>
        <CartLines cart={cart} stock={stock} />
        <p className={styles['subtotal']} aria-live="polite">
          <span>Subtotal</span> <strong>{money(cartSubtotal(cart), currency)}</strong>
        </p>
        <MessageBox cartId={cart.id} saved={cart.message} sellerName={cart.order_form.seller.name} />
      </div>
      <aside className={styles['aside']} aria-label="Order summary">
        <OrderPreview cart={cart} />
        <CheckoutActions cart={cart} />
        <CouponBox cartId={cart.id} coupon={cart.coupon} currency={currency} />
        <StockCheck cartId={cart.id} onChecked={setStock} />
        {cart.order_form.fulfilment.shipping ? <ShippingBox cartId={cart.id} currency={currency} /> : null}
      </aside>
    </div>
  );
}
