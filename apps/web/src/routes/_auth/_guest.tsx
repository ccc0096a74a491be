import { guestOnly } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/**
 * Guest only (spec section 6): /login, /register, /forgot-password and /password-reset. A signed-in
 * visitor goes on to the `redirect` target or the account.
 */
export const Route = createFileRoute('/_auth/_guest')({ beforeLoad: guestOnly });
