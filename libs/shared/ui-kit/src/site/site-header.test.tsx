import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './site-header';
import { axeViolations } from '../testing/axe';

const navigation = [
  { label: 'Events', href: '/events', activeFor: ['/event'] },
  { label: 'Authors', href: '/authors' },
  { label: 'Blog', href: '/blog' },
];

function renderHeader(currentPath?: string) {
  render(
    <>
      <SiteHeader
        brand={<a href="/">Folio</a>}
        navigation={navigation}
        currentPath={currentPath}
        actions={<a href="/login">Sign in</a>}
      />
      <p>Page body</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('SiteHeader', () => {
  it('lists the navigation entries as links in a named landmark', () => {
    renderHeader();

    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Events', '/events'],
      ['Authors', '/authors'],
      ['Blog', '/blog'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('marks the entry of the current section', () => {
    renderHeader('/authors/jane-doe');

    expect(screen.getByRole('link', { name: 'Authors' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks an entry on the pages of its section that live under another address', () => {
    renderHeader('/event/chicago-signing-social/store');

    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Authors' }).getAttribute('aria-current')).toBeNull();
  });

  it('matches whole path segments only', () => {
    renderHeader('/eventful');

    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes the menu from the keyboard', async () => {
    const user = userEvent.setup();
    const button = renderHeader();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('list').id);

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Events' }));

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the menu when an entry is chosen or the pointer goes elsewhere', async () => {
    const user = userEvent.setup();
    const button = renderHeader();

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.click(screen.getByText('Page body'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SiteHeader accessibility', () => {
  it('has no axe violations with the menu closed and open', async () => {
    const user = userEvent.setup();
    const button = renderHeader('/events');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(button);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
