import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../testing/axe';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

function renderFooter() {
  return render(
    <>
      <SkipLink />
      <main id="main">Page</main>
      <SiteFooter
        brand={
          <a href="/" aria-label="Folio home">
            <Logo tone="inverse" />
          </a>
        }
        tagline="The place where books find their readers"
        navigation={[
          { title: 'Company', items: [{ label: 'About', href: '/about' }] },
          { title: 'Legal', items: [{ label: 'Privacy', href: '/privacy' }] },
        ]}
        legal="© 2024 Folio"
      />
    </>,
  );
}

describe('SiteFooter, Logo and SkipLink', () => {
  it('show the brand, the tagline, the links under their headings and the legal line', () => {
    renderFooter();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Folio home' })).toBeTruthy();
    expect(within(footer).getByText('Folio')).toBeTruthy();
    expect(within(footer).getByText('The place where books find their readers')).toBeTruthy();
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about', '/privacy']);
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Company', 'Legal']);
    expect(within(footer).getByText('© 2024 Folio')).toBeTruthy();
  });

  it('offer a skip link to the main content first', () => {
    renderFooter();

    expect(screen.getAllByRole('link')[0]).toBe(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('have no axe violations', async () => {
    const { container } = renderFooter();

    expect(await axeViolations(container)).toEqual([]);
  });
});
