import { AccountEventsPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/events/')({
  head: () => ({ meta: [{ title: 'Your events · Folio' }] }),
  component: () => <AccountEventsPage period="upcoming" />,
});
