import { HomePage, HomePageSkeleton, loadHome } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /: the home page. On a first visit its feed is in the served HTML (no second round trip before
 * the page draws); later visits fetch it. It reads no query: drawn without waiting for the query
 * client (see router-context.ts).
 */
export const Route = createFileRoute('/_default/')({
  loader: ({ context: { http } }) => loadHome(http),
  head: () => ({ meta: [{ title: 'Folio: the place where books find their readers' }] }),
  pendingComponent: HomePageSkeleton,
  component: HomeRoute,
  staticData: { withoutQueryClient: true },
});

function HomeRoute() {
  return <HomePage feed={Route.useLoaderData().data} />;
}
