import { track } from '@folio/analytics/queue';
import { userKeys } from '@folio/auth';
import { CART_TEXT, cartPagePaths, type Cart, type ProductVariantChoice } from '@folio/cart-contract';
import { errorStatus, type HttpClient } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { orderFormAnalyticsContext } from '@folio/order-forms-contract';
import { notify, notifyProduct } from '@folio/ui-kit/toast';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { addCartItem, initCart, type AddLineInput } from './cart.api';
import { currentOrderFormIdAtom } from './cart.atoms';
import { cartSummaryQueryOptions } from './cart.queries';
import { storeCartAnswer } from './cart-cache';
import { refusalMessage } from './cart-notices';
import { summaryOfForm } from './cart-totals';

export interface AddProductInput {
  /** The form's id (or uid); the current form (`currentOrderFormIdAtom`) when left out. */
  orderFormId?: string;
  product_id: string;
  variant_id?: string;
  quantity: number;
}

export interface AddBundleInput {
  orderFormId?: string;
  bundle_id: string;
  product_variants?: ProductVariantChoice[];
  quantity: number;
}

export interface AddToCart {
  /** Resolves once the notice is shown, whether the server took the product or refused it. */
  addProduct(input: AddProductInput): Promise<void>;
  addBundle(input: AddBundleInput): Promise<void>;
}

/**
 * The visitor's cart for a form (spec section 4: the current cart is chosen by order form): the
 * one the summary knows, else the one `init` finds or creates for this session.
 */
async function cartIdForForm(http: HttpClient, queryClient: QueryClient, orderFormId: string): Promise<string> {
  const summary = await queryClient.ensureQueryData(cartSummaryQueryOptions(http));
  const known = summaryOfForm(summary.data, orderFormId);
  if (known) return known.cart_id;
  const { data } = await initCart(http, orderFormId);
  storeCartAnswer(queryClient, data);
  return data.id;
}

async function addToFormCart(
  http: HttpClient,
  queryClient: QueryClient,
  orderFormId: string,
  line: AddLineInput,
): Promise<Cart> {
  const cartId = await cartIdForForm(http, queryClient, orderFormId);
  try {
    return (await addCartItem(http, cartId, line)).data;
  } catch (error) {
    // The summary named a cart that is gone (deleted in another tab): init finds the form's cart.
    if (errorStatus(error) !== 404) throw error;
    const { data } = await initCart(http, orderFormId);
    return (await addCartItem(http, data.id, line)).data;
  }
}

/**
 * Adding to the cart (spec sections 4, 5 and 8). Needs an order form id, given or set as the
 * current form, else it rejects with 'No orderFormId provided or set.' and sends nothing. On
 * success a product notice ('Product added to cart' / 'Bundle added to cart', 'View Cart' to
 * /cart/{cartId}) and the funnel's `add_to_cart` analytics event for the form; on a refusal an error notice with the server's message, else 'Error adding
 * product to cart' / 'Error adding bundle to cart'. Either way the promise resolves once the
 * notice shows, so the page can show its pending state meanwhile.
 */
export function useAddToCart(): AddToCart {
  const http = useHttp();
  const queryClient = useQueryClient();
  const store = useStore();
  return useMemo(() => {
    async function add(kind: 'product' | 'bundle', orderFormId: string | undefined, line: AddLineInput): Promise<void> {
      const formId = orderFormId ?? store.get(currentOrderFormIdAtom);
      if (!formId) throw new Error(CART_TEXT.noOrderForm);
      if (orderFormId) store.set(currentOrderFormIdAtom, orderFormId);
      try {
        const cart = await addToFormCart(http, queryClient, formId, line);
        storeCartAnswer(queryClient, cart);
        const userId = queryClient.getQueryData<{ id: string } | null>(userKeys.current())?.id ?? null;
        track('add_to_cart', orderFormAnalyticsContext(cart.order_form, userId), { ...line, kind, cart_id: cart.id });
        await notifyProduct(kind === 'product' ? CART_TEXT.productAdded : CART_TEXT.bundleAdded, {
          action: { label: CART_TEXT.viewCart, href: cartPagePaths.cart(cart.id) },
        });
      } catch (error) {
        const fallback = kind === 'product' ? CART_TEXT.addProductFailed : CART_TEXT.addBundleFailed;
        await notify(refusalMessage(error, fallback), { tone: 'error' });
      }
    }
    return {
      addProduct: ({ orderFormId, product_id, variant_id, quantity }) =>
        add('product', orderFormId, variant_id ? { product_id, variant_id, quantity } : { product_id, quantity }),
      addBundle: ({ orderFormId, bundle_id, product_variants, quantity }) =>
        add(
          'bundle',
          orderFormId,
          product_variants ? { bundle_id, product_variants, quantity } : { bundle_id, quantity },
        ),
    };
  }, [http, queryClient, store]);
}
