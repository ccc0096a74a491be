import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import type { AddToCart } from './use-add-to-cart';

const AddToCartBridge = lazy(() =>
  import('./add-to-cart-bridge').then((module) => ({ default: module.AddToCartBridge })),
);

/**
 * `useAddToCart` for a page drawn without the query client (the order form draws from the data in
 * the HTML): `adder` can be called at once, and an add made before the cart's code and the query
 * client have loaded waits for them, then goes through. Render `bridge` anywhere on the page: it
 * loads them and draws nothing.
 */
export function useDeferredAddToCart(): { adder: AddToCart; bridge: ReactNode } {
  const ready = useRef<AddToCart | null>(null);
  const waiting = useRef<Array<(adder: AddToCart) => void>>([]);
  const onReady = useCallback((adder: AddToCart) => {
    ready.current = adder;
    for (const resolve of waiting.current.splice(0)) resolve(adder);
  }, []);
  const adder = useMemo<AddToCart>(() => {
    const loaded = (): Promise<AddToCart> =>
      ready.current ? Promise.resolve(ready.current) : new Promise((resolve) => waiting.current.push(resolve));
    return {
      addProduct: async (input) => (await loaded()).addProduct(input),
      addBundle: async (input) => (await loaded()).addBundle(input),
    };
  }, []);
  const bridge = (
    <Suspense fallback={null}>
      <AddToCartBridge onReady={onReady} />
    </Suspense>
  );
  return { adder, bridge };
}
