import { aHomeFeed, embedHomeFeed, homeHandler } from '@folio/content/testing';
import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './testing/render-app';

// The home page of a first visit draws from the feed in the HTML, and the not-found page asks
// the API nothing for a guest: any request fails the test.
const apiServer = createApiServer();

let removeFeed: () => void = () => undefined;
beforeEach(() => {
  resetBrowserStorage();
  removeFeed = embedHomeFeed();
});
afterEach(() => removeFeed());

describe('the app shell', () => {
  it('shows the home page in the default layout, with its own title', async () => {
    await renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' }),
    ).toBeTruthy();
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(
      within(primary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Events', 'Authors', 'Vendors', 'Giveaways', 'Blog', 'Saved']);
    expect(within(primary).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe('/events');
    expect(within(primary).getByRole('link', { name: 'Saved' }).getAttribute('href')).toBe('/saved');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/events',
      '/virtual-signings',
      '/authors',
      '/vendors',
      '/giveaways',
      '/for-readers',
      '/guides/book-signings/readers-guide',
      '/for-authors',
      '/for-authors/pricing',
      '/for-authors/book-events',
      '/for-authors/direct-sales',
      '/for-authors/virtual-signings',
      '/for-vendors',
      '/for-organizers',
      '/about',
      '/blog',
      '/partners',
      '/terms',
      '/terms/giveaways',
      '/privacy',
    ]);
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Discover', 'Sell on Folio', 'Company', 'Legal']);
    expect(within(footer).getByText(/© \d{4} Folio/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Folio: the place where books find their readers'));
  });

  it('draws the home page of a first visit from the feed in the HTML, without calling the API', async () => {
    await renderApp('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming signings near you' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Signed & Sealed: Leeds' }).getAttribute('href')).toBe(
      '/event/signed-and-sealed-leeds',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'From preorder to the signing table' })).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });

  it('answers an unknown path with the not-found screen and its message', async () => {
    await renderApp('/some/path');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /some/path')).toBeTruthy();
    expect(screen.getByText("Sorry, the page you are looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    // The screen keeps the site's header and footer around it.
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · Folio'));
  });

  it('takes the visitor home from the not-found screen', async () => {
    removeFeed();
    apiServer.use(homeHandler(aHomeFeed()));
    const { router } = await renderApp('/no/such/page');

    await userEvent.click(await screen.findByRole('link', { name: 'Take me home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' }),
    ).toBeTruthy();
  });
});
