import type { ComponentType } from 'react';
import { OrderCancelPage } from './order-cancel-page';
import { OrderPlanPage } from './order-plan-page';
import { OrderTermsPage } from './order-terms-page';
import { OrderTransactionsPage } from './order-transactions-page';

interface OrderTab {
  /** The page title's first part: 'Terms · Order FO-… · Folio'. */
  title: string;
  Page: ComponentType<{ orderNumber: string }>;
}

/** The order's tabs after its default one, by their path segment. */
const ORDER_TABS: Readonly<Record<string, OrderTab>> = {
  terms: { title: 'Terms', Page: OrderTermsPage },
  cancel: { title: 'Cancel', Page: OrderCancelPage },
  'payment-plan': { title: 'Payment plan', Page: OrderPlanPage },
  transactions: { title: 'Transactions', Page: OrderTransactionsPage },
};

/** The tab of a path segment (`payment-plan`), or undefined for one that is not a tab (a 404). */
export function orderTab(segment: string): OrderTab | undefined {
  return Object.hasOwn(ORDER_TABS, segment) ? ORDER_TABS[segment] : undefined;
}

/** `/order/{order_number}/{tab}`: the tab's page; nothing for an unknown tab (its route answers 404 first). */
export function OrderTabPage({ orderNumber, tab }: { orderNumber: string; tab: string }) {
  const Page = orderTab(tab)?.Page;
  return Page ? <Page orderNumber={orderNumber} /> : null;
}
