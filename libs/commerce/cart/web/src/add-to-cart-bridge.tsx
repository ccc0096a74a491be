import { useQueryClientReady } from '@folio/http/router';
import { useEffect } from 'react';
import { useAddToCart, type AddToCart } from './use-add-to-cart';

/** Hands `useAddToCart` to a page drawn without the query client, once the client has loaded. */
export function AddToCartBridge({ onReady }: { onReady(adder: AddToCart): void }) {
  useQueryClientReady();
  const adder = useAddToCart();
  useEffect(() => onReady(adder), [adder, onReady]);
  return null;
}
