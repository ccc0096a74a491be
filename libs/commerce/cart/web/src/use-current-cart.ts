import type { CartSummary } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentOrderFormIdAtom } from './cart.atoms';
import { cartSummaryQueryOptions } from './cart.queries';
import { summaryOfForm } from './cart-totals';

/**
 * The visitor's cart for a form (spec section 4: chosen by order form uid or id), or for the
 * current form when none is named: its summary entry (cart id, units, subtotal), undefined while
 * loading or when the visitor has none for it yet.
 */
export function useCurrentCart(orderFormId?: string): CartSummary | undefined {
  const http = useHttp();
  const current = useAtomValue(currentOrderFormIdAtom);
  const formId = orderFormId ?? current;
  const { data } = useQuery(cartSummaryQueryOptions(http));
  return formId ? summaryOfForm(data?.data, formId) : undefined;
}
