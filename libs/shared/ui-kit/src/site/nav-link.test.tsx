import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/render-with-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const navigation = [
  { label: 'Events', href: '/', routed: true },
  { label: 'Blog', href: '/blog' },
];

describe('routed navigation entries', () => {
  it('opens a routed header entry in the app, without loading a page', async () => {
    const { router } = await renderWithRouter(
      <SiteHeader brand={<span>Folio</span>} navigation={navigation} currentPath="/screen" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const events = within(nav).getByRole('link', { name: 'Events' });
    expect(events.getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');

    await userEvent.click(events);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('renders routed footer entries as router links too', async () => {
    const { router } = await renderWithRouter(
      <SiteFooter brand={<span>Folio</span>} navigation={[{ title: 'Discover', items: navigation }]} legal="© Folio" />,
    );
    const footer = screen.getByRole('navigation', { name: 'Footer' });

    await userEvent.click(within(footer).getByRole('link', { name: 'Events' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
