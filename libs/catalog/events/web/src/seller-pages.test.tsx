import { eventPaths } from '@folio/events-contract';
import { anEvent, anOrderForm, aReaderProfile } from '@folio/events-contract/testing';
import { anAuthorProfile, aVendorProfile } from '@folio/people-contract/testing';
import { createApiServer, renderScreen, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { ReaderPage } from './reader-page';
import { SellerStores } from './seller-stores';
import { LazyAuthorUpcomingEvents } from './lazy-seller-upcoming-events';
import { AuthorUpcomingEvents, VendorUpcomingEvents } from './seller-upcoming-events';
import { StoresSearch } from './stores-search';
import { aPage, eventsApiGet } from './testing';

const apiServer = createApiServer();
/** Installs this test's answers (they reset after each test). */
const handlers = (...list: RequestHandler[]) => apiServer.use(...list);

beforeEach(() => localStorage.clear());

const author = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter', genres: ['romantasy'] });

function authorEventsHttp() {
  handlers(
    eventsApiGet(eventPaths.events(), ({ searchParams }) =>
      searchParams['author'] === author.slug ? aPage([anEvent({ title: 'Sydney Signing Social' })]) : aPage([]),
    ),
  );
}

describe('an author’s or vendor’s upcoming events', () => {
  it('lists an author’s upcoming events', async () => {
    authorEventsHttp();
    await renderScreen(() => <AuthorUpcomingEvents author={author} />);

    expect(await screen.findByRole('heading', { name: 'Sydney Signing Social' })).toBeTruthy();
    expect(apiServer.requests.find((request) => request.path === eventPaths.events())?.searchParams).toEqual({
      author: 'jessica-walter',
      when: 'upcoming',
      per_page: '8',
    });
  });

  it('says when an author has no upcoming events', async () => {
    handlers(eventsApiGet(eventPaths.events(), () => aPage([])));
    await renderScreen(() => <AuthorUpcomingEvents author={author} />);

    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
  });

  it('shows a vendor with their events', async () => {
    const vendor = aVendorProfile({ name: 'Fable & Foil', slug: 'fable-and-foil' });
    handlers(eventsApiGet(eventPaths.events(), () => aPage([anEvent({ title: 'Chicago Signing Social' })])));
    await renderScreen(() => <VendorUpcomingEvents vendor={vendor} />);

    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
  });

  it('hold their place in the overview while the list loads', async () => {
    authorEventsHttp();
    await renderScreen(() => <LazyAuthorUpcomingEvents author={author} />);

    // The section is there at once, its cards placeholders until the list has read the events.
    const placeholder = screen.getByRole('status', { name: 'Loading upcoming events' });
    expect(placeholder.closest('section')?.getAttribute('aria-labelledby')).toBe('author-events');
    expect(await screen.findByRole('heading', { name: 'Sydney Signing Social' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upcoming events' }).getAttribute('aria-labelledby')).toBe(
      'author-events',
    );
    expect(screen.queryByRole('status', { name: 'Loading upcoming events' })).toBeNull();
  });
});

describe('a seller’s stores', () => {
  it('lists open order forms for their events and switches to closed ones', async () => {
    const event = { id: anEvent().id, slug: 'shelfcon-toronto-2027', title: 'ShelfCon Toronto 2027' };
    handlers(
      eventsApiGet(eventPaths.authorOrderForms(author.slug), ({ searchParams }) =>
        searchParams['status'] === 'closed'
          ? aPage([])
          : aPage([anOrderForm({ event, event_id: event.id, title: 'Jessica at ShelfCon' })]),
      ),
    );
    const { user, router } = await renderScreen(
      ({ search }: ScreenProps<StoresSearch>) => (
        <SellerStores
          seller="author"
          slug={author.slug}
          name="Jessica Walter"
          search={search}
          now={new Date('2026-11-21T00:00:00Z')}
        />
      ),
      { validateSearch: StoresSearch },
    );

    expect(await screen.findByRole('heading', { level: 3, name: 'ShelfCon Toronto 2027' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ShelfCon Toronto 2027' }).getAttribute('href')).toBe(
      '/event/shelfcon-toronto-2027',
    );

    await user.click(screen.getByRole('link', { name: 'Closed' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed order forms' })).toBeTruthy();
  });

  it('invites a follow when nothing is open', async () => {
    handlers(eventsApiGet(eventPaths.vendorOrderForms('fable-and-foil'), () => aPage([])));
    await renderScreen(
      ({ search }: ScreenProps<StoresSearch>) => (
        <SellerStores seller="vendor" slug="fable-and-foil" name="Fable & Foil" search={search} />
      ),
      {
        validateSearch: StoresSearch,
      },
    );

    expect(
      await screen.findByText(
        'Fable & Foil is not taking preorders right now. Follow them to hear when a new store opens.',
      ),
    ).toBeTruthy();
  });
});

describe('the reader page', () => {
  it('show a reader with the events they are going to and went to', async () => {
    const reader = aReaderProfile({ name: 'Hamish E.', slug: 'hamish-reads-84' });
    await renderScreen(() => <ReaderPage reader={reader} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Hamish E.' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Going to' })).getAllByRole('article')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Been to' })).getByRole('heading', { name: 'Last Year’s Signing' }),
    ).toBeTruthy();
  });
});
