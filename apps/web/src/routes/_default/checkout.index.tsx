import { requireAuth } from '@folio/auth';
import { readyCartsHead, ReadyCartsPage, readyCartsQueryOptions } from '@folio/checkout';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /checkout: every cart of the reader ready to pay. */
export const Route = createFileRoute('/_default/checkout/')({
  beforeLoad: requireAuth,
  preload: false,
  loader: async ({ context: { queryClient, http } }) => {
    await queryClient.ensureQueryData(readyCartsQueryOptions(http)).catch(() => undefined);
    return { head: readyCartsHead() };
  },
  head: headFromLoader,
  component: ReadyCartsPage,
});
