import { addressesQueryOptions } from '@folio/account';
import type { Cart } from '@folio/cart-contract';
import type { Fulfilment } from '@folio/checkout-contract';
import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressPanel, chosenAddress } from './address-panel';
import { PickupPanel, ShippingPanel } from './cart-panels';
import { Panel } from './checkout-parts';
import styles from './checkout.module.css';

/**
 * How the books reach the reader: for a form that ships, an address and a shipping rate chosen for
 * it (sent to the server); for a pickup form, the pickup note. A form offering both lets the reader
 * choose, pickup first (the server takes a pickup order without an address or rate). `ready` once
 * nothing is missing; `ships` when the books are to be shipped (the summary then has a shipping line).
 * `order` is what the placement sends: the way chosen, and the address when shipping.
 */
export function useFulfilment(cart: Cart, uid: string) {
  const http = useHttp();
  const offered = cart.order_form.fulfilment;
  const [method, setMethod] = useState<Fulfilment>(offered.pickup ? 'pickup' : 'shipping');
  const ships = offered.shipping && method === 'shipping';
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [shippedTo, setShippedTo] = useState<string | null>(null);
  const addresses = useQuery({ ...addressesQueryOptions(http), enabled: ships });
  const address = ships ? chosenAddress(addresses.data, chosenId) : null;
  const ready = !ships || (address !== null && cart.shipping !== null && shippedTo === address.id);
  const panels = (
    <>
      {offered.pickup && offered.shipping ? <MethodPanel method={method} onChange={setMethod} /> : null}
      {ships ? (
        <>
          <AddressPanel chosenId={address?.id ?? null} onChoose={setChosenId} />
          <ShippingPanel cart={cart} uid={uid} address={address} onShipped={setShippedTo} />
        </>
      ) : (
        <PickupPanel cart={cart} />
      )}
    </>
  );
  const missing = ready ? null : address === null ? 'Add the address to ship to.' : 'Choose a shipping option.';
  const order: { fulfilment: Fulfilment; shipping_address_id?: string } = ships
    ? { fulfilment: 'shipping', ...(address ? { shipping_address_id: address.id } : {}) }
    : { fulfilment: 'pickup' };
  return { ready, missing, order, panels, ships };
}

function MethodPanel({ method, onChange }: { method: Fulfilment; onChange: (method: Fulfilment) => void }) {
  return (
    <Panel title="Delivery">
      <fieldset className={styles['choices']}>
        <legend className={styles['meta']}>How do you want your books?</legend>
        <label className={styles['choice']}>
          <input type="radio" name="fulfilment" checked={method === 'pickup'} onChange={() => onChange('pickup')} />
          <span>Pick up at the event</span>
        </label>
        <label className={styles['choice']}>
          <input type="radio" name="fulfilment" checked={method === 'shipping'} onChange={() => onChange('shipping')} />
          <span>Ship to me</span>
        </label>
      </fieldset>
    </Panel>
  );
}
