import { renderRoutes, type TestRoute } from '@folio/testing';
import { OrderLayout } from '../pages/order-layout';
import { OrderSummaryPage } from '../pages/order-summary-page';
import { OrderTabPage } from '../pages/order-tab-page';

/** The order page and its tabs as the app nests them (the layout around each), for tests. */
export const orderTestRoutes: TestRoute[] = [
  {
    path: '/order/$orderNumber',
    render: ({ params }) => (
      <OrderLayout orderNumber={params['orderNumber'] ?? ''}>
        <OrderSummaryPage orderNumber={params['orderNumber'] ?? ''} />
      </OrderLayout>
    ),
  },
  {
    path: '/order/$orderNumber/$tab',
    render: ({ params }) => (
      <OrderLayout orderNumber={params['orderNumber'] ?? ''}>
        <OrderTabPage orderNumber={params['orderNumber'] ?? ''} tab={params['tab'] ?? ''} />
      </OrderLayout>
    ),
  },
];

/** Opens `path` (e.g. `/order/FO-ABC234/cancel`) among the order routes. */
export function renderOrderRoutes(path: string) {
  return renderRoutes({ path, routes: orderTestRoutes as TestRoute<never>[] });
}
