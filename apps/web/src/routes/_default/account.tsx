import { AccountLayout } from '@folio/account';
import { requireAuth } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';
import { PageOutlet } from '../../shell/page-outlet';

/** The account area (login required, spec section 6): its sections beside every page. */
export const Route = createFileRoute('/_default/account')({
  beforeLoad: requireAuth,
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <AccountLayout>
      <PageOutlet />
    </AccountLayout>
  );
}
