import { addressesQueryOptions } from '@folio/account';
import type { Cart } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressPanel, chosenAddress } from './address-panel';
import { PickupPanel, ShippingPanel } from './cart-panels';

/**
 * How the books reach the reader: for a form that ships, an address and a shipping rate chosen for
 * it (sent to the server); for a pickup-only form, the pickup note. `ready` once nothing is missing.
 */
export function useFulfilment(cart: Cart, uid: string) {
  const http = useHttp();
  const ships = cart.order_form.fulfilment.shipping;
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [shippedTo, setShippedTo] = useState<string | null>(null);
  const addresses = useQuery({ ...addressesQueryOptions(http), enabled: ships });
  const address = ships ? chosenAddress(addresses.data, chosenId) : null;
  const ready = !ships || (address !== null && cart.shipping !== null && shippedTo === address.id);
  const panels = ships ? (
    <>
      <AddressPanel chosenId={address?.id ?? null} onChoose={setChosenId} />
      <ShippingPanel cart={cart} uid={uid} address={address} onShipped={setShippedTo} />
    </>
  ) : (
    <PickupPanel cart={cart} />
  );
  const missing = ready ? null : address === null ? 'Add the address to ship to.' : 'Choose a shipping option.';
  return { ready, missing, addressId: address?.id, panels };
}
