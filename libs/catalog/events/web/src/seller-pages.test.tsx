import { aPage, createFakeHttp, renderCatalog } from '@folio/catalog-kit/testing';
import { eventPaths } from '@folio/events-contract';
import { anEvent, anOrderForm, aReaderProfile } from '@folio/events-contract/testing';
import { peoplePaths } from '@folio/people-contract';
import { anAuthorProfile, aVendorProfile } from '@folio/people-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { ReaderPage } from './reader-page';
import { SellerStores } from './seller-stores';
import { AuthorUpcomingEvents, VendorUpcomingEvents } from './seller-upcoming-events';
import { StoresSearch } from './stores-search';

beforeEach(() => localStorage.clear());

const author = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter', genres: ['romantasy'] });

function authorHttp() {
  return createFakeHttp()
    .on('GET', peoplePaths.author(author.slug), () => ({ data: author }))
    .on('GET', eventPaths.events(), ({ searchParams }) =>
      searchParams['author'] === author.slug ? aPage([anEvent({ title: 'Sydney Signing Social' })]) : aPage([]),
    );
}

describe('an author’s or vendor’s upcoming events', () => {
  it('lists an author’s upcoming events', async () => {
    const http = authorHttp();
    await renderCatalog(() => <AuthorUpcomingEvents slug={author.slug} />, { http });

    expect(await screen.findByRole('heading', { name: 'Sydney Signing Social' })).toBeTruthy();
    expect(http.requests.find((request) => request.path === eventPaths.events())?.searchParams).toEqual({
      author: 'jessica-walter',
      when: 'upcoming',
      per_page: '8',
    });
  });

  it('says when an author has no upcoming events', async () => {
    const http = createFakeHttp()
      .on('GET', peoplePaths.author(author.slug), () => ({ data: author }))
      .on('GET', eventPaths.events(), () => aPage([]));
    await renderCatalog(() => <AuthorUpcomingEvents slug={author.slug} />, { http });

    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
  });

  it('shows a vendor with their events', async () => {
    const vendor = aVendorProfile({ name: 'Fable & Foil', slug: 'fable-and-foil' });
    const http = createFakeHttp()
      .on('GET', peoplePaths.vendor(vendor.slug), () => ({ data: vendor }))
      .on('GET', eventPaths.events(), () => aPage([anEvent({ title: 'Chicago Signing Social' })]));
    await renderCatalog(() => <VendorUpcomingEvents slug={vendor.slug} />, { http });

    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
  });
});

describe('a seller’s stores', () => {
  it('lists open order forms for their events and switches to closed ones', async () => {
    const event = { id: anEvent().id, slug: 'shelfcon-toronto-2027', title: 'ShelfCon Toronto 2027' };
    const http = createFakeHttp().on('GET', eventPaths.authorOrderForms(author.slug), ({ searchParams }) =>
      searchParams['status'] === 'closed'
        ? aPage([])
        : aPage([anOrderForm({ event, event_id: event.id, title: 'Jessica at ShelfCon' })]),
    );
    const { user, router } = await renderCatalog(
      ({ search }) => (
        <SellerStores
          seller="author"
          slug={author.slug}
          name="Jessica Walter"
          search={search}
          now={new Date('2026-11-21T00:00:00Z')}
        />
      ),
      { http, validateSearch: StoresSearch },
    );

    expect(await screen.findByRole('heading', { name: 'Jessica at ShelfCon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ShelfCon Toronto 2027' }).getAttribute('href')).toBe(
      '/event/shelfcon-toronto-2027',
    );

    await user.click(screen.getByRole('link', { name: 'Closed' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed order forms' })).toBeTruthy();
  });

  it('invites a follow when nothing is open', async () => {
    const http = createFakeHttp().on('GET', eventPaths.vendorOrderForms('fable-and-foil'), () => aPage([]));
    await renderCatalog(
      ({ search }) => <SellerStores seller="vendor" slug="fable-and-foil" name="Fable & Foil" search={search} />,
      {
        http,
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
    const http = createFakeHttp().on('GET', eventPaths.reader(reader.slug), () => ({ data: reader }));
    await renderCatalog(() => <ReaderPage slug={reader.slug} />, { http });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hamish E.' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Going to' })).getAllByRole('article')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Been to' })).getByRole('heading', { name: 'Last Year’s Signing' }),
    ).toBeTruthy();
  });
});
