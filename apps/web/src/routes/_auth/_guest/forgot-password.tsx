import { ForgotPasswordPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/forgot-password')({
  head: () => ({ meta: [{ title: 'Reset your password · Folio' }] }),
  component: ForgotPasswordPage,
});
