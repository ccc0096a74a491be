import { AccountEventsPage } from '@folio/orders';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/events/past')({
  head: () => ({ meta: [{ title: 'Past events · Folio' }] }),
  component: () => <AccountEventsPage period="past" />,
});
