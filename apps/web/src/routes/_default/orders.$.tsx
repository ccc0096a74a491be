import { requireAuth } from '@folio/auth';
import { ordersPage, OrdersByEventPage, OrdersPage } from '@folio/orders';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const SCREENS = {
  '': { title: 'Your orders · Folio' },
  'by-event': { title: 'Your orders by event · Folio' },
  'by-event/past': { title: 'Your past orders by event · Folio' },
} as const;
type Screen = keyof typeof SCREENS;
const screenOf = (splat: string | undefined): Screen | null => {
  const path = (splat ?? '').replace(/\/+$/, '');
  return Object.hasOwn(SCREENS, path) ? (path as Screen) : null;
};

/**
 * The reader's orders (login), one route for three screens (every route file adds to the entry's
 * route tree, quality bar F1): /orders[?page=] (newest first), /orders/by-event (one view per
 * upcoming event across every seller, one pickup code each) and /orders/by-event/past. Any other
 * address under /orders is not found. The pages read their own data and show their own skeletons.
 */
export const Route = createFileRoute('/_default/orders/$')({
  beforeLoad: requireAuth,
  loader: ({ params }) => {
    const screen = screenOf(params._splat);
    if (screen === null) throw notFound();
    return { head: { meta: [{ title: SCREENS[screen].title }] } };
  },
  head: headFromLoader,
  component: OrdersRoute,
});

function OrdersRoute() {
  const screen = screenOf(Route.useParams()._splat);
  const search = Route.useSearch();
  if (screen === '') return <OrdersPage page={ordersPage(search)} />;
  if (screen === 'by-event') return <OrdersByEventPage period="upcoming" />;
  if (screen === 'by-event/past') return <OrdersByEventPage period="past" />;
  return null;
}
