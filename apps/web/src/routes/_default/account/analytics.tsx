import { SalesFunnelPage, SalesFunnelSkeleton, sellerFunnelQueryOptions } from '@folio/analytics-funnel';
import { createFileRoute } from '@tanstack/react-router';

/** The seller's sales funnel (the last 30 days first). The loader prefetches and never throws: the page shows its own error and retry. */
export const Route = createFileRoute('/_default/account/analytics')({
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http } }) => queryClient.prefetchQuery(sellerFunnelQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Sales funnel · Folio' }] }),
  pendingComponent: SalesFunnelSkeleton,
  component: SalesFunnelPage,
});
