import { catalogPaths } from '@folio/catalog-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderCatalog } from '../test-utils/render-catalog';
import {
  aBook,
  anAuthor,
  anAuthorProfile,
  anEvent,
  anOrderForm,
  aPage,
  aReaderProfile,
  aVendor,
  aVendorProfile,
} from '../testing/factories';
import { createFakeHttp } from '../testing/fake-http';
import { AuthorAbout, AuthorLayout, AuthorOverview } from './author-pages';
import { AuthorsPage } from './authors-page';
import { AuthorsSearch, StoresSearch, VendorsSearch } from './people-search';
import { ReaderPage } from './reader-page';
import { SellerStores } from './seller-stores';
import { VendorLayout, VendorOverview } from './vendor-pages';
import { VendorsPage } from './vendors-page';

beforeEach(() => localStorage.clear());

const author = anAuthorProfile({
  name: 'Jessica Walter',
  slug: 'jessica-walter',
  genres: ['romantasy'],
  books: [
    aBook({ title: 'Wings of the Silver Queen', published_year: 2026 }),
    aBook({
      title: 'A Hollow Crown',
      format: 'special-edition',
      edition: 'Hand-signed, with a ribbon marker',
      published_year: 2024,
    }),
  ],
});

function authorHttp() {
  return createFakeHttp()
    .on('GET', catalogPaths.author(author.slug), () => ({ data: author }))
    .on('GET', catalogPaths.events(), ({ searchParams }) =>
      searchParams['author'] === author.slug ? aPage([anEvent({ title: 'Sydney Signing Social' })]) : aPage([]),
    );
}

describe('the author page', () => {
  it('shows who they are, a follow button and the tabs of overview, about and stores', async () => {
    const { user } = await renderCatalog(() => <AuthorLayout slug={author.slug} />, {
      http: authorHttp(),
      path: '/author/jessica-walter',
      routePath: '/author/$slug',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jessica Walter' })).toBeTruthy();
    expect(screen.getByText('Author · Sydney, AU')).toBeTruthy();
    expect(screen.getByText('Romantasy')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Author sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/author/jessica-walter', '/author/jessica-walter/about', '/author/jessica-walter/stores']);
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');

    await user.click(await screen.findByRole('button', { name: 'Follow Jessica Walter', pressed: false }));

    expect(screen.getByRole('button', { name: 'Following Jessica Walter', pressed: true })).toBeTruthy();
  });

  it('lists upcoming events and books with their covers, newest first', async () => {
    const http = authorHttp();
    await renderCatalog(() => <AuthorOverview slug={author.slug} />, { http });

    expect(await screen.findByRole('heading', { name: 'Sydney Signing Social' })).toBeTruthy();
    expect(http.requests.find((request) => request.path === catalogPaths.events())?.searchParams).toEqual({
      author: 'jessica-walter',
      when: 'upcoming',
      per_page: '8',
    });
    const books = within(screen.getByRole('region', { name: 'Books' }));
    expect(books.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Wings of the Silver Queen',
      'A Hollow Crown',
    ]);
    expect(books.getByRole('img', { name: 'Cover of A Hollow Crown' }).getAttribute('src')).toBe(
      author.books[1]?.cover_url,
    );
    expect(books.getByText('Special edition · 2024')).toBeTruthy();
  });

  it('says when an author has no upcoming events', async () => {
    const http = createFakeHttp()
      .on('GET', catalogPaths.author(author.slug), () => ({ data: author }))
      .on('GET', catalogPaths.events(), () => aPage([]));
    await renderCatalog(() => <AuthorOverview slug={author.slug} />, { http });

    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
  });

  it('tells their story and links out on the about tab', async () => {
    await renderCatalog(() => <AuthorAbout slug={author.slug} />, { http: authorHttp() });

    expect(await screen.findByRole('heading', { name: 'About Jessica Walter' })).toBeTruthy();
    expect(screen.getByText('When not writing, they bake elaborate cakes.')).toBeTruthy();
    const links = screen.getByRole('list', { name: 'Jessica Walter elsewhere' });
    expect(within(links).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://author.example/');
    expect(within(links).getByRole('link', { name: 'Instagram' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('a seller’s stores', () => {
  it('lists open order forms for their events and switches to closed ones', async () => {
    const event = { id: anEvent().id, slug: 'shelfcon-toronto-2027', title: 'ShelfCon Toronto 2027' };
    const http = createFakeHttp().on('GET', catalogPaths.authorOrderForms(author.slug), ({ searchParams }) =>
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
    const http = createFakeHttp().on('GET', catalogPaths.vendorOrderForms('fable-and-foil'), () => aPage([]));
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

describe('the authors and vendors lists', () => {
  it('filter authors by genre and by name from the address', async () => {
    const http = createFakeHttp().on('GET', catalogPaths.authors(), () =>
      aPage([anAuthor({ name: 'Jessica Walter' })]),
    );
    const { user, router } = await renderCatalog(({ search }) => <AuthorsPage search={search} />, {
      path: '/authors?genre=romantasy',
      routePath: '/authors',
      validateSearch: AuthorsSearch,
      http,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Romantasy authors' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Romantasy' }).getAttribute('aria-current')).toBe('page');
    expect(http.requests[0]?.searchParams).toEqual({ genre: 'romantasy', page: '1', per_page: '12' });

    await user.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'walter');

    await waitFor(() => expect(router.state.location.search).toEqual({ genre: 'romantasy', q: 'walter' }));
  });

  it('say when no author matches the search', async () => {
    const http = createFakeHttp().on('GET', catalogPaths.authors(), () => aPage([]));
    await renderCatalog(({ search }) => <AuthorsPage search={search} />, {
      path: '/authors?q=zzz',
      routePath: '/authors',
      validateSearch: AuthorsSearch,
      http,
    });

    expect(await screen.findByRole('heading', { name: 'No authors match “zzz”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all authors' })).toBeTruthy();
  });

  it('list vendors by kind', async () => {
    const http = createFakeHttp().on('GET', catalogPaths.vendors(), () => aPage([aVendor({ name: 'Fable & Foil' })]));
    await renderCatalog(({ search }) => <VendorsPage search={search} />, {
      path: '/vendors?kind=publisher',
      routePath: '/vendors',
      validateSearch: VendorsSearch,
      http,
    });

    expect(await screen.findByRole('link', { name: 'Fable & Foil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publishers' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: 'Follow Fable & Foil', pressed: false })).toBeTruthy();
  });
});

describe('the vendor and reader pages', () => {
  it('show a vendor with their events', async () => {
    const vendor = aVendorProfile({ name: 'Fable & Foil', slug: 'fable-and-foil' });
    const http = createFakeHttp()
      .on('GET', catalogPaths.vendor(vendor.slug), () => ({ data: vendor }))
      .on('GET', catalogPaths.events(), () => aPage([anEvent({ title: 'Chicago Signing Social' })]));
    await renderCatalog(
      () => (
        <>
          <VendorLayout slug={vendor.slug} />
          <VendorOverview slug={vendor.slug} />
        </>
      ),
      { http, path: '/vendors/fable-and-foil', routePath: '/vendors/$slug' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Fable & Foil' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Vendor sections' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Chicago Signing Social' })).toBeTruthy();
  });

  it('show a reader with the events they are going to and went to', async () => {
    const reader = aReaderProfile({ name: 'Hamish E.', slug: 'hamish-reads-84' });
    const http = createFakeHttp().on('GET', catalogPaths.reader(reader.slug), () => ({ data: reader }));
    await renderCatalog(() => <ReaderPage slug={reader.slug} />, { http });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hamish E.' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Going to' })).getAllByRole('article')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Been to' })).getByRole('heading', { name: 'Last Year’s Signing' }),
    ).toBeTruthy();
  });
});
