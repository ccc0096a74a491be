import { AccountLayout } from '@folio/account';
import { requireAuth } from '@folio/auth';
import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The account area (login required, spec section 6): its sections beside every page. */
export const Route = createFileRoute('/_default/account')({
  beforeLoad: requireAuth,
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}
