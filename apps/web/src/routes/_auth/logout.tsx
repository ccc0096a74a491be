import { LogoutPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Signs out, then goes home. */
export const Route = createFileRoute('/_auth/logout')({
  head: () => ({ meta: [{ title: 'Signing out · Folio' }] }),
  component: LogoutPage,
});
