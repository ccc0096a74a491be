import { createFileRoute, notFound } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// Development only, like /dev/ui-kit: in a production build the condition is false at build time,
// so the import disappears and the page is not even emitted; `beforeLoad` answers with the 404 screen.
const DevMailboxPage = import.meta.env.DEV ? lazy(() => import('../../dev/dev-mailbox')) : null;

export const Route = createFileRoute('/_default/dev/mailbox')({
  staticData: { developmentOnly: true },
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  head: () => ({ meta: [{ title: 'Development mailbox · Folio' }] }),
  component: DevMailboxRoute,
});

function DevMailboxRoute() {
  return DevMailboxPage ? (
    <Suspense fallback={null}>
      <DevMailboxPage />
    </Suspense>
  ) : null;
}
