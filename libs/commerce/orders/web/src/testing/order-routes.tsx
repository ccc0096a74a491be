import { renderRoutes, type TestRoute } from '@folio/testing';
import { OrderLayout } from '../pages/order-layout';
import { OrderCancelPage } from '../pages/order-cancel-page';
import { OrderPlanPage } from '../pages/order-plan-page';
import { OrderSummaryPage } from '../pages/order-summary-page';
import { OrderTermsPage } from '../pages/order-terms-page';
import { OrderTransactionsPage } from '../pages/order-transactions-page';

type Tab = (props: { orderNumber: string }) => React.ReactNode;

const tab = (path: string, Page: Tab): TestRoute => ({
  path,
  render: ({ params }) => {
    const orderNumber = params['orderNumber'] ?? '';
    return (
      <OrderLayout orderNumber={orderNumber}>
        <Page orderNumber={orderNumber} />
      </OrderLayout>
    );
  },
});

/** The order page and its tabs as the app nests them (layout around each tab), for tests. */
export const orderTestRoutes: TestRoute[] = [
  tab('/order/$orderNumber', OrderSummaryPage),
  tab('/order/$orderNumber/terms', OrderTermsPage),
  tab('/order/$orderNumber/cancel', OrderCancelPage),
  tab('/order/$orderNumber/payment-plan', OrderPlanPage),
  tab('/order/$orderNumber/transactions', OrderTransactionsPage),
];

/** Opens `path` (e.g. `/order/FO-ABC234/cancel`) among the order routes. */
export function renderOrderRoutes(path: string) {
  return renderRoutes({ path, routes: orderTestRoutes as TestRoute<never>[] });
}
