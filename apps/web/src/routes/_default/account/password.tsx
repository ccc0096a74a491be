import { PasswordPage } from '@folio/account';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/account/password')({
  head: () => ({ meta: [{ title: 'Password · Folio' }] }),
  component: PasswordPage,
});
