import { peoplePaths } from '@folio/people-contract';
import { createApiServer, expectSameGrid, renderScreen, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { AuthorAbout, AuthorLayout, AuthorOverview } from './author-pages';
import { AuthorsPage } from './authors-page';
import { PeopleGridSkeleton } from './people-skeletons';
import { AuthorsSearch, VendorsSearch } from './people-search';
import { AuthorCardGrid, PeopleGrid, PeopleGridItem, ReaderCard } from './person-card';
import { VendorLayout, VendorOverview } from './vendor-pages';
import { VendorsPage } from './vendors-page';
import {
  aBook,
  anAuthor,
  anAuthorProfile,
  aPage,
  aReader,
  authorsHandler,
  aVendor,
  aVendorProfile,
  vendorsHandler,
} from './testing';

const apiServer = createApiServer();

beforeEach(() => localStorage.clear());

/** The author the pages draw (their route gives it, from the HTML's page data or the API). */
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
      offer: { order_form_slug: 'jessica-walter-at-shelfcon', price_minor: 4550, currency: 'GBP' },
    }),
    aBook({ title: 'The First Thorn', published_year: 2019, offer: null }),
  ],
});

describe('the author page', () => {
  it('shows who they are, a follow button and the tabs of overview, about and stores', async () => {
    const { user } = await renderScreen(() => <AuthorLayout author={author} />, {
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

  it('lists books with their covers, newest first, after the slot for upcoming events', async () => {
    await renderScreen(() => <AuthorOverview author={author} upcomingEvents={<p>Where they sign next</p>} />);

    expect(await screen.findByText('Where they sign next')).toBeTruthy();
    const books = within(screen.getByRole('region', { name: 'Books' }));
    expect(books.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Wings of the Silver Queen',
      'A Hollow Crown',
      'The First Thorn',
    ]);
    expect(books.getByRole('img', { name: 'Cover of A Hollow Crown' }).getAttribute('src')).toBe(
      author.books[1]?.cover_url,
    );
    expect(books.getByText('Special edition · 2024')).toBeTruthy();
  });

  it('gives each book its price in its store’s currency and the way to the order form that sells it', async () => {
    await renderScreen(() => <AuthorOverview author={author} />);

    const books = within(await screen.findByRole('region', { name: 'Books' }));
    expect(books.getByText('£45.50 GBP')).toBeTruthy();
    expect(books.getByRole('link', { name: 'Order signed copies of A Hollow Crown' }).getAttribute('href')).toBe(
      '/orderform/jessica-walter-at-shelfcon',
    );
    // A book no open store sells says so, and leads nowhere.
    expect(books.getByText('Not on sale right now')).toBeTruthy();
    expect(books.queryByRole('link', { name: /The First Thorn/ })).toBeNull();
  });

  it('tells their story and links out on the about tab', async () => {
    await renderScreen(() => <AuthorAbout author={author} />);

    expect(await screen.findByRole('heading', { name: 'About Jessica Walter' })).toBeTruthy();
    expect(screen.getByText('When not writing, they bake elaborate cakes.')).toBeTruthy();
    const links = screen.getByRole('list', { name: 'Jessica Walter elsewhere' });
    expect(within(links).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://author.example/');
    expect(within(links).getByRole('link', { name: 'Instagram' }).getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('the authors and vendors lists', () => {
  it('filter authors by genre and by name from the address', async () => {
    apiServer.use(authorsHandler(aPage([anAuthor({ name: 'Jessica Walter' })])));
    const { user, router } = await renderScreen(
      ({ search }: ScreenProps<AuthorsSearch>) => <AuthorsPage search={search} />,
      {
        path: '/authors?genre=romantasy',
        routePath: '/authors',
        validateSearch: AuthorsSearch,
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Romantasy authors' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Romantasy' }).getAttribute('aria-current')).toBe('page');
    expect(apiServer.requestsTo('GET', peoplePaths.authors())[0]?.searchParams).toEqual({
      genre: 'romantasy',
      page: '1',
      per_page: '12',
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'walter');

    await waitFor(() => expect(router.state.location.search).toEqual({ genre: 'romantasy', q: 'walter' }));
  });

  it('say when no author matches the search', async () => {
    apiServer.use(authorsHandler(aPage([])));
    await renderScreen(({ search }: ScreenProps<AuthorsSearch>) => <AuthorsPage search={search} />, {
      path: '/authors?q=zzz',
      routePath: '/authors',
      validateSearch: AuthorsSearch,
    });

    expect(await screen.findByRole('heading', { name: 'No authors match “zzz”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all authors' })).toBeTruthy();
  });

  it('list vendors by kind', async () => {
    apiServer.use(vendorsHandler(aPage([aVendor({ name: 'Fable & Foil' })])));
    await renderScreen(({ search }: ScreenProps<VendorsSearch>) => <VendorsPage search={search} />, {
      path: '/vendors?kind=publisher',
      routePath: '/vendors',
      validateSearch: VendorsSearch,
    });

    expect(await screen.findByRole('link', { name: 'Fable & Foil' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publishers' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('button', { name: 'Follow Fable & Foil', pressed: false })).toBeTruthy();
  });
});

describe('the people grids’ placeholders', () => {
  it('sit in the people grid, shaped like people cards (two side by side on phones, like the list)', async () => {
    await renderScreen(() => (
      <>
        <PeopleGridSkeleton label="Loading authors" />
        <AuthorCardGrid authors={[anAuthor({ name: 'Jessica Walter' })]} />
      </>
    ));

    const card = await screen.findByRole('heading', { name: 'Jessica Walter' });
    expectSameGrid(
      screen.getByRole('status', { name: 'Loading authors' }),
      card.closest('li')?.parentElement as Element,
    );
  });

  it('sit in the compact grid, shaped like reader cards, where readers are listed', async () => {
    await renderScreen(() => (
      <>
        <PeopleGridSkeleton label="Loading readers" size="compact" />
        <PeopleGrid size="compact">
          <PeopleGridItem>
            <ReaderCard reader={aReader({ name: 'Hamish E.' })} />
          </PeopleGridItem>
        </PeopleGrid>
      </>
    ));

    const card = await screen.findByRole('heading', { name: 'Hamish E.' });
    expectSameGrid(
      screen.getByRole('status', { name: 'Loading readers' }),
      card.closest('li')?.parentElement as Element,
    );
  });
});

describe('the vendor page', () => {
  it('shows a vendor with the slot for their events', async () => {
    const vendor = aVendorProfile({ name: 'Fable & Foil', slug: 'fable-and-foil' });
    await renderScreen(
      () => (
        <>
          <VendorLayout vendor={vendor} />
          <VendorOverview vendor={vendor} upcomingEvents={<p>Their events</p>} />
        </>
      ),
      { path: '/vendors/fable-and-foil', routePath: '/vendors/$slug' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Fable & Foil' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Vendor sections' })).toBeTruthy();
    expect(await screen.findByText('Their events')).toBeTruthy();
  });
});
