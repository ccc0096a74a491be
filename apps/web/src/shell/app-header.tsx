import { CartLink } from '@folio/cart/header';
import { SearchLauncher } from '@folio/search';
import { Logo, SiteHeader } from '@folio/ui-kit';
import { Link, useRouterState } from '@tanstack/react-router';
import { primaryNavigation } from '../navigation';
import { HeaderAccount } from './header-account';

export function AppHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SiteHeader
      brand={
        <Link to="/" aria-label="Folio home">
          <Logo fit="narrow-mark" />
        </Link>
      }
      navigation={primaryNavigation}
      currentPath={pathname}
      actions={
        <>
          <SearchLauncher />
          <CartLink />
          <HeaderAccount />
        </>
      }
    />
  );
}
