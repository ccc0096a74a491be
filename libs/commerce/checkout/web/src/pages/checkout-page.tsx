import { useUser } from '@folio/auth';
import { CouponBox } from '@folio/cart';
import type { Cart } from '@folio/cart-contract';
import { CHECKOUT_PAGE_TITLES } from '@folio/checkout-contract';
import { orderPagePaths } from '@folio/orders-contract';
import { Button } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useCheckoutStartEvent } from '../checkout-analytics';
import type { RenderPayment } from '../payment-slot';
import { usePlacement, type Placed, type Refusal } from '../use-placement';
import { CartFrame, NothingToPay } from './cart-frame';
import { SummaryPanel } from './cart-panels';
import { CheckBox, Panel } from './checkout-parts';
import styles from './checkout.module.css';
import { PendingOrderGate } from './pending-order-gate';
import { PlacedPayment } from './placed-payment';
import { useFulfilment } from './use-fulfilment';

export interface CheckoutPageProps {
  /** The route's `{uid}`: the cart's cart_uid (or its id). */
  uid: string;
  renderPayment?: RenderPayment | undefined;
}

/**
 * `/cart/{uid}/checkout` (title Checkout, login): address and shipping (or the pickup note), the
 * coupon, the order summary, the terms, then "Place order" and the payment step.
 */
export function CheckoutPage({ uid, renderPayment }: CheckoutPageProps) {
  return (
    <CartFrame uid={uid} title={CHECKOUT_PAGE_TITLES.checkout}>
      {(cart) => (
        <PendingOrderGate key={cart.id} cart={cart} renderPayment={renderPayment}>
          <CheckoutBody cart={cart} uid={uid} renderPayment={renderPayment} />
        </PendingOrderGate>
      )}
    </CartFrame>
  );
}

function CheckoutBody({
  cart,
  uid,
  renderPayment,
}: {
  cart: Cart;
  uid: string;
  renderPayment?: RenderPayment | undefined;
}) {
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [terms, setTerms] = useState(false);
  const fulfilment = useFulfilment(cart, uid);
  const placement = usePlacement(cart.id);
  const userId = useUser()?.id ?? null;
  useCheckoutStartEvent(cart, 'full', userId);
  if (cart.items.products.length + cart.items.bundles.length === 0) return <NothingToPay />;
  if (placed) return <PlacedPayment cart={cart} placed={placed} renderPayment={renderPayment} />;
  const place = () => placement.place({ mode: 'full', accept_terms: true, ...fulfilment.order }, setPlaced);
  return (
    <div className={styles['layout']}>
      <div className={styles['main']}>
        {fulfilment.panels}
        <CouponBox cartId={cart.id} coupon={cart.coupon} currency={cart.order_form.currency} />
        <PlacePanel
          terms={terms}
          onTerms={setTerms}
          missing={fulfilment.missing}
          pending={placement.pending}
          refusal={placement.refusal}
          onPlace={place}
        />
      </div>
      <aside className={styles['aside']} aria-label="Your order">
        <SummaryPanel cart={cart} ships={fulfilment.ships} />
      </aside>
    </div>
  );
}

export interface PlacePanelProps {
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  /** What is still missing before the order can be placed. */
  missing: string | null;
  pending: boolean;
  refusal: Refusal | null;
  onPlace: () => void;
  label?: string;
  children?: React.ReactNode;
}

/** The terms, any more acceptances (`children`), and the button that places the order. */
export function PlacePanel({
  terms,
  onTerms,
  missing,
  pending,
  refusal,
  onPlace,
  label = 'Place order',
  children,
}: PlacePanelProps) {
  const blocked = missing ?? (terms ? null : 'Accept the terms to place your order.');
  const blockedId = useId();
  return (
    <Panel title="Place your order">
      <CheckBox checked={terms} onChange={onTerms}>
        I accept the seller’s terms of sale and refund policy.
      </CheckBox>
      {children}
      {refusal ? (
        <p role="alert" className={styles['outcome']} data-tone="error">
          {refusal.message}{' '}
          {refusal.orderNumber ? (
            <Link to={orderPagePaths.order(refusal.orderNumber)}>See order {refusal.orderNumber}</Link>
          ) : null}
        </p>
      ) : null}
      {blocked ? (
        <p id={blockedId} className={styles['meta']}>
          {blocked}
        </p>
      ) : null}
      <div>
        {/* Unavailable, not disabled, while placing or blocked: the focus stays, and it says why. */}
        <Button
          onClick={onPlace}
          unavailable={blocked !== null || pending}
          aria-describedby={blocked ? blockedId : undefined}
        >
          {pending ? 'Placing your order…' : label}
        </Button>
      </div>
    </Panel>
  );
}
