import { AccountOverviewPage } from '@folio/account';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/')({
  head: () => ({ meta: [{ title: 'Your account · Folio' }] }),
  component: AccountOverviewPage,
});
