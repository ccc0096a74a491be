import { eventPaths } from '@folio/events-contract';
import { aCategory, aCollection, anEvent, anEventDetail } from '@folio/events-contract/testing';
import { aPage, eventHandler, eventsApiGet, eventsHandler } from '@folio/events/testing';
import { anAuthor, anAuthorProfile, aReader, aVendorProfile } from '@folio/people-contract/testing';
import { authorHandler, authorsHandler, vendorHandler } from '@folio/people/testing';
import { savedPaths } from '@folio/saved-contract';
import { someSearchResults } from '@folio/search-contract/testing';
import { resolveSavedHandler, toSavedItem } from '@folio/saved/testing';
import { searchHandler } from '@folio/search/testing';
import { apiError, createApiServer, deferred, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer();

beforeEach(() => resetBrowserStorage());

const chicago = anEventDetail({ title: 'Chicago Signing Social', slug: 'chicago-signing-social' });

/** The demo catalog's answers, enough for the list, the event and its tabs. */
const catalogApi = () =>
  apiServer.use(
    eventsHandler(() => aPage([chicago, anEvent({ title: 'Dublin Readers Weekend' })], { total: 20, per_page: 12 })),
    eventsApiGet(eventPaths.categories(), () => ({ data: [aCategory()] })),
    eventsApiGet(eventPaths.collections(), () => ({ data: [aCollection()] })),
    eventHandler(chicago),
    eventsApiGet(eventPaths.eventReaders(chicago.slug), () => aPage([aReader({ name: 'Hamish E.' })])),
  );

const eventListCalls = () => apiServer.requestsTo('GET', eventPaths.events());

describe('/events', () => {
  it('lists upcoming events with the page’s own title, under a routed Events link', async () => {
    catalogApi();
    await renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming events' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
    const events = within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link', { name: 'Events' });
    expect(events.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Upcoming events · Folio'));
    expect(document.querySelector('meta[property="og:title"][content="Upcoming events · Folio"]')).not.toBeNull();
  });

  it('reads a broken page or filter in the address as the default, instead of failing', async () => {
    catalogApi();
    await renderApp('/events?page=abc&virtual=maybe&category=NOT%20A%20SLUG');

    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
    expect(eventListCalls()[0]?.searchParams).toEqual({ when: 'upcoming', page: '1', per_page: '12' });
  });

  it('opens the next page from the pagination, with the page in the address', async () => {
    catalogApi();
    const { user, router } = await renderApp('/events');

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Events pages' })).getByRole('link', { name: 'Next' }),
    );

    await waitFor(() => expect(router.state.location.href).toBe('/events?page=2'));
    await waitFor(() => expect(eventListCalls().at(-1)?.searchParams).toMatchObject({ page: '2' }));
  });

  it('shows the error screen when the API fails', async () => {
    // The client logs a 500's message itself (spec section 8); this failure is the point here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    catalogApi();
    apiServer.use(eventsHandler(() => apiError(500, 'The catalog is unavailable.')));
    await renderApp('/events');

    expect(await screen.findByRole('heading', { name: 'An error occurred' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    // A 5xx shows its code only: the server's words for it are not for readers (spec section 2).
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The catalog is unavailable.');
  });

  it('shows placeholder cards while the events load', async () => {
    const slow = deferred<unknown>();
    catalogApi();
    apiServer.use(eventsHandler(() => slow.promise));
    const { router } = await renderApp('/');

    void router.navigate({ to: '/events' });

    expect(await screen.findByRole('status', { name: 'Loading events' }, { timeout: 3_000 })).toBeTruthy();
    slow.release(aPage([chicago]));
    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
  });
});

describe('/event/{slug}', () => {
  it('switches between its overview, store and attending tabs by address', async () => {
    catalogApi();
    const { user, router } = await renderApp('/event/chicago-signing-social');

    expect(await screen.findByRole('heading', { level: 1, name: 'Chicago Signing Social' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About this event' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Chicago Signing Social · Folio'));

    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    await user.click(within(tabs).getByRole('link', { name: /Store/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/event/chicago-signing-social/store'));
    expect(await screen.findByRole('heading', { name: 'Order forms' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Store · Chicago Signing Social · Folio'));

    await user.click(within(tabs).getByRole('link', { name: /Attending/ }));
    expect(await screen.findByRole('link', { name: 'Hamish E.' })).toBeTruthy();
    expect(
      within(tabs)
        .getByRole('link', { name: /Attending/ })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('keeps Events marked in the header on an event’s page', async () => {
    catalogApi();
    await renderApp('/event/chicago-signing-social/attending');

    await screen.findByRole('heading', { level: 1, name: 'Chicago Signing Social' });
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(primary).getByRole('link', { name: 'Authors' }).getAttribute('aria-current')).toBeNull();
  });

  it('answers an unknown event with the not-found screen', async () => {
    catalogApi();
    apiServer.use(
      eventsApiGet(eventPaths.event('no-such-event'), () => apiError(404, 'Event not found.', 'not_found')),
    );
    await renderApp('/event/no-such-event');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /event/no-such-event')).toBeTruthy();
  });
});

describe('the rest of the catalog’s routes', () => {
  it('show a themed page with the collection’s own heading', async () => {
    apiServer.use(
      eventsApiGet(eventPaths.collection('insider'), () => ({
        data: aCollection({ slug: 'insider', title: 'Insider', heading: 'Behind the signing table', path: '/insider' }),
      })),
      eventsHandler(() => aPage([anEvent({ title: 'Small Room Signing' })])),
    );
    await renderApp('/insider');

    expect(await screen.findByRole('heading', { level: 1, name: 'Behind the signing table' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Small Room Signing' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Insider: Behind the signing table · Folio'));
  });

  it('open the authors page from the header without reloading the app', async () => {
    apiServer.use(authorsHandler(aPage([anAuthor({ name: 'Jessica Walter' })])));
    const { user, router } = await renderApp('/');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link', { name: 'Authors' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/authors'));
    expect(await screen.findByRole('link', { name: 'Jessica Walter' })).toBeTruthy();
  });

  it('keep Authors marked in the header on an author’s page, and Vendors on a vendor’s', async () => {
    const jessica = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter' });
    const fable = aVendorProfile({ name: 'Fable & Foil', slug: 'fable-and-foil' });
    apiServer.use(
      authorHandler(jessica),
      vendorHandler(fable),
      eventsHandler(() => aPage([])),
    );
    const { router } = await renderApp('/author/jessica-walter');
    const current = () =>
      within(screen.getByRole('navigation', { name: 'Primary' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);

    await screen.findByRole('heading', { level: 1, name: 'Jessica Walter' });
    expect(current()).toEqual(['Authors']);

    await router.navigate({ to: '/vendors/$slug', params: { slug: 'fable-and-foil' } });
    await screen.findByRole('heading', { level: 1, name: 'Fable & Foil' });
    expect(current()).toEqual(['Vendors']);
  });

  it('find an author from the header search and open their page', async () => {
    const jessica = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter' });
    apiServer.use(
      searchHandler(({ q }) => someSearchResults({ query: q, authors: [jessica], fuzzy: true })),
      authorHandler(jessica),
      eventsHandler(() => aPage([])),
    );
    const { user, router } = await renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search events, authors, vendors and books' }),
      'jesica',
    );
    await user.click(await screen.findByRole('link', { name: /^Jessica Walter/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/author/jessica-walter'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jessica Walter' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keep a guest’s follow on the saved page: a notice confirms it and leads there, with the card the server has now', async () => {
    const jessica = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter' });
    apiServer.use(
      authorHandler(jessica),
      eventsHandler(() => aPage([])),
      // Renamed since it was followed: the saved page shows the server's card, not a copy.
      resolveSavedHandler(() => [toSavedItem({ kind: 'author', item: { ...jessica, name: 'Jessica Walter-Hayes' } })]),
    );
    const { user, router } = await renderApp('/author/jessica-walter');

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: false }));
    expect(await screen.findByText('Following Jessica Walter.')).toBeTruthy();
    expect(apiServer.requests.some((request) => request.path.startsWith(savedPaths.saved()))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'View saved' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    const followed = await screen.findByRole('region', { name: 'Authors you follow' });
    expect(within(followed).getByRole('link', { name: /Jessica Walter-Hayes/ })).toBeTruthy();
    const primary = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(primary).getByRole('link', { name: 'Saved' }).getAttribute('aria-current')).toBe('page');
    expect(
      apiServer.requests
        .filter((request) => request.path.startsWith(savedPaths.saved()))
        .map((request) => request.path),
    ).toEqual([savedPaths.savedResolve()]);
  });
});
