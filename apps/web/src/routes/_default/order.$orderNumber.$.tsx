import { requireAuth } from '@folio/auth';
import { OrderLayout, OrderSummaryPage, orderTab, OrderTabPage } from '@folio/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /order/{order_number} and its tabs terms, cancel, payment-plan and transactions (login): one
 * route for the five (quality bar F1); any other tab is not found. The layout reads the order: one
 * that is not the reader's, or does not exist, is the API's 404, shown as the not-found screen.
 */
export const Route = createFileRoute('/_default/order/$orderNumber/$')({
  beforeLoad: requireAuth,
  loader: ({ params }) => {
    const path = (params._splat ?? '').replace(/\/+$/, '');
    if (path === '') return { head: { meta: [{ title: `Order ${params.orderNumber} · Folio` }] } };
    const tab = orderTab(path);
    if (!tab) throw notFound();
    return { head: { meta: [{ title: `${tab.title} · Order ${params.orderNumber} · Folio` }] } };
  },
  head: headFromLoader,
  component: OrderRoute,
});

function OrderRoute() {
  const { orderNumber, _splat } = Route.useParams();
  const tab = (_splat ?? '').replace(/\/+$/, '');
  return (
    <OrderLayout orderNumber={orderNumber}>
      {tab === '' ? (
        <OrderSummaryPage orderNumber={orderNumber} />
      ) : (
        <OrderTabPage orderNumber={orderNumber} tab={tab} />
      )}
    </OrderLayout>
  );
}
