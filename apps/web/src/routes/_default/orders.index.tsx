import { requireAuth } from '@folio/auth';
import { ordersPage, OrdersPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /orders[?page=]: the reader's orders, newest first (login: the account's orders). No loader and
 * no search schema: the page reads its page number and its orders and shows its own skeleton, so
 * the route adds only a component chunk to the entry's route tree (quality bar F1).
 */
export const Route = createFileRoute('/_default/orders/')({
  beforeLoad: requireAuth,
  head: () => ({ meta: [{ title: 'Your orders · Folio' }] }),
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage page={ordersPage(Route.useSearch())} />;
}
