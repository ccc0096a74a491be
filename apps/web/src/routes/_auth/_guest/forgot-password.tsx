import { ForgotPasswordPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/forgot-password')({
  // The heading draws at once; the form (and the providers it offers) loads with the data clients.
  staticData: { withoutQueryClient: true },
  head: () => ({ meta: [{ title: 'Reset your password · Folio' }] }),
  component: ForgotPasswordPage,
});
