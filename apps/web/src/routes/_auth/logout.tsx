import { LogoutPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Signs out, then goes home. */
export const Route = createFileRoute('/_auth/logout')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  head: () => ({ meta: [{ title: 'Signing out · Folio' }] }),
  component: LogoutPage,
});
