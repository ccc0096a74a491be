import type { Address } from '@folio/account-contract';
import { cartKeys, OrderSummaryRows, Outcome, shippingOptionsQueryOptions, type OutcomeState } from '@folio/cart';
import type { Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { chooseShipping } from '../checkout.api';
import { checkoutKeys } from '../checkout.queries';
import { day, money, Panel, Skeleton } from './checkout-parts';
import styles from './checkout.module.css';

/**
 * The shipping rates for the address's country; choosing one sends `PATCH /api/cart/{id}/shipping`.
 * The answer's cart may carry a new cart_uid: the page moves to its address (replacing this one).
 */
export function ShippingPanel({
  cart,
  uid,
  address,
  onShipped,
}: {
  cart: Cart;
  uid: string;
  address: Address | null;
  onShipped: (addressId: string) => void;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const country = address?.country_code ?? '';
  const options = useQuery({ ...shippingOptionsQueryOptions(http, cart.id, country), enabled: country !== '' });
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const choose = useMutation({
    mutationFn: (rateId: string) =>
      chooseShipping(http, cart.id, { shipping_rate_id: rateId, shipping_address_id: address?.id ?? '' }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(cartKeys.cart(data.id), { data });
      queryClient.setQueryData(checkoutKeys.cartByParam(data.cart_uid), data);
      void queryClient.invalidateQueries({ queryKey: cartKeys.order(data.id) });
      if (address) onShipped(address.id);
      setOutcome(null);
      if (data.cart_uid !== uid) void navigate({ href: checkoutPagePaths.checkout(data.cart_uid), replace: true });
    },
    onError: (error) => setOutcome({ tone: 'error', text: errorMessage(error, 'The shipping could not be chosen.') }),
  });
  if (!address) return null;
  return (
    <Panel title="Shipping">
      {options.data ? (
        options.data.data.length === 0 ? (
          <p className={styles['meta']}>This seller does not ship to {address.country_code}. Choose another address.</p>
        ) : (
          <fieldset className={styles['choices']} disabled={choose.isPending}>
            <legend className={styles['meta']}>Shipping to {address.country_code}</legend>
            {options.data.data.map((option) => (
              <label key={option.id} className={styles['choice']}>
                <input
                  type="radio"
                  name="shipping_rate"
                  checked={cart.shipping?.id === option.id}
                  onChange={() => choose.mutate(option.id)}
                />
                <span>
                  {option.name} · <strong>{money(option.price_minor, cart.order_form.currency)}</strong>
                </span>
              </label>
            ))}
          </fieldset>
        )
      ) : options.isError ? (
        <p role="alert" className={styles['outcome']} data-tone="error">
          {errorMessage(options.error, 'Shipping rates could not be loaded.')}
        </p>
      ) : (
        <Skeleton label="Loading shipping options" />
      )}
      <Outcome outcome={outcome} />
    </Panel>
  );
}

/** A pickup-only form: where and when the books are handed over. */
export function PickupPanel({ cart }: { cart: Cart }) {
  const event = cart.order_form.event;
  return (
    <Panel title="Pickup">
      {event ? (
        <p>
          Pick up your books at <strong>{event.title}</strong>, {event.location}, on {day(event.starts_at)}. Your pickup
          code is on your order once it is paid.
        </p>
      ) : (
        <p>The seller hands your books over in person; your order says how.</p>
      )}
    </Panel>
  );
}

/** The lines and what the order comes to now (the cart's `OrderSummaryRows`). */
export function SummaryPanel({ cart, ships = cart.order_form.fulfilment.shipping }: { cart: Cart; ships?: boolean }) {
  const currency = cart.order_form.currency;
  const lines = [...cart.items.products, ...cart.items.bundles];
  return (
    <Panel title="Order summary">
      <ul className={styles['list']} aria-label="Items">
        {lines.map((line) => (
          <li key={line.id} className={styles['meta']}>
            {line.quantity} × {line.title} · {money(line.price_total, currency)}
          </li>
        ))}
      </ul>
      <OrderSummaryRows cart={cart} ships={ships} shippingToChoose="Not chosen yet" />
    </Panel>
  );
}
