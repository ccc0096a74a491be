import { orderTab, OrderTabPage } from '@folio/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /order/{order_number}/{terms|cancel|payment-plan|transactions}: one route for the four tabs, so
 * the entry's route tree holds one entry rather than four (quality bar F1); any other tab is not
 * found. The loader (split into the page's chunk) only checks the tab and works out the title.
 */
export const Route = createFileRoute('/_default/order/$orderNumber/$tab')({
  loader: ({ params }) => {
    const tab = orderTab(params.tab);
    if (!tab) throw notFound();
    return { head: { meta: [{ title: `${tab.title} · Order ${params.orderNumber} · Folio` }] } };
  },
  head: headFromLoader,
  component: TabRoute,
});

function TabRoute() {
  const { orderNumber, tab } = Route.useParams();
  return <OrderTabPage orderNumber={orderNumber} tab={tab} />;
}
