import { ProfilePage } from '@folio/account';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/profile')({
  head: () => ({ meta: [{ title: 'Profile · Folio' }] }),
  component: ProfilePage,
});
