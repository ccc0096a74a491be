import { Logo, SiteFooter } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { footerNavigation, TAGLINE } from '../footer-navigation';

export function AppFooter() {
  return (
    <SiteFooter
      brand={
        <Link to="/" aria-label="Folio home">
          <Logo tone="inverse" />
        </Link>
      }
      tagline={`${TAGLINE}. Preorder signed books, meet authors at their signings and never miss a release.`}
      navigation={footerNavigation}
      legal={`© ${new Date().getFullYear()} Folio. All rights reserved.`}
    />
  );
}
