import { anEvent } from '@folio/events-contract/testing';
import { anAuthor } from '@folio/people-contract/testing';
import { searchPaths, type SearchResults } from '@folio/search-contract';
import {
  api,
  apiError,
  createApiServer,
  deferred,
  expectSameGrid,
  renderScreen,
  type ScreenProps,
} from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SearchPage } from './search-page';
import { SearchPageSearch } from './search-search';
import { searchHandler, someSearchResults } from './testing';

const apiServer = createApiServer();

function renderSearch(path: string, context: Record<string, unknown> = {}) {
  return renderScreen(({ search }: ScreenProps<SearchPageSearch>) => <SearchPage search={search} />, {
    path,
    routePath: '/search',
    validateSearch: SearchPageSearch,
    context,
  });
}

describe('SearchPage', () => {
  it('invites a search when the address has none', async () => {
    await renderSearch('/search');

    expect(screen.getByRole('heading', { level: 1, name: 'Search Folio' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });

  it('shows every group for the words in the address, at the largest limit', async () => {
    apiServer.use(
      searchHandler(() => someSearchResults({ query: 'walter', authors: [anAuthor({ name: 'Jessica Walter' })] })),
    );
    await renderSearch('/search?q=walter');

    expect(await screen.findByRole('link', { name: /^Jessica Walter/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “walter”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 result');
    expect(apiServer.requestsTo('GET', searchPaths.search())[0]?.searchParams).toEqual({ q: 'walter', limit: '20' });
  });

  it('tells the search-analytics service of the results shown and of the one opened, with its position', async () => {
    const heard: unknown[] = [];
    const searchInsights = {
      queryMade: (event: unknown) => heard.push(['query', event]),
      resultClicked: (event: unknown) => heard.push(['click', event]),
    };
    const first = anAuthor({ name: 'Jessica Walter' });
    const second = anAuthor({ name: 'Walter Mosley' });
    apiServer.use(searchHandler(() => someSearchResults({ query: 'walter', authors: [first, second] })));
    const { user } = await renderSearch('/search?q=walter', { integrations: { searchInsights } });

    await user.click(await screen.findByRole('link', { name: /^Walter Mosley/ }));

    expect(heard).toEqual([
      [
        'query',
        {
          query: 'walter',
          results: [
            { kind: 'author', id: first.id },
            { kind: 'author', id: second.id },
          ],
        },
      ],
      ['click', { query: 'walter', result: { kind: 'author', id: second.id }, position: 2 }],
    ]);
  });

  it('shows placeholder groups in the results’ own layout while it searches', async () => {
    const slow = deferred<SearchResults>();
    apiServer.use(api.get(searchPaths.search(), async () => HttpResponse.json({ data: await slow.promise })));
    await renderSearch('/search?q=walter');

    const placeholder = await screen.findByRole('status', { name: 'Searching' });
    slow.release(someSearchResults({ query: 'walter', authors: [anAuthor({ name: 'Jessica Walter' })] }));
    const authors = await screen.findByRole('region', { name: 'Authors' });
    expectSameGrid(placeholder, authors.parentElement as Element);
  });

  it('says how many match in all, the same count as the header’s panel', async () => {
    apiServer.use(
      searchHandler(({ q }) =>
        someSearchResults({
          query: q,
          authors: [anAuthor({ name: 'Jessica Walter' })],
          totals: { events: 2, authors: 1, vendors: 0, books: 5 },
        }),
      ),
    );
    await renderSearch('/search?q=walter');

    expect(await screen.findByRole('link', { name: /^Jessica Walter/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('8 results');
  });

  it('marks past events among the results', async () => {
    apiServer.use(
      searchHandler(({ q }) =>
        someSearchResults({ query: q, events: [anEvent({ title: 'Spring Signing', status: 'past' })] }),
      ),
    );
    await renderSearch('/search?q=spring');

    const past = await screen.findByRole('link', { name: /^Spring Signing/ });
    expect(within(past).getByText('Past event')).toBeTruthy();
  });

  it('updates the address as the words change', async () => {
    apiServer.use(searchHandler(({ q }) => someSearchResults({ query: q })));
    const { user, router } = await renderSearch('/search?q=walter');

    const field = screen.getByRole('searchbox', { name: 'Search events, authors, vendors and books' });
    await user.clear(field);
    await user.type(field, 'hollow');

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'hollow' }));
    expect(await screen.findByRole('heading', { name: 'No results for “hollow”' })).toBeTruthy();
  });

  it('keeps the words and offers a retry when search fails', async () => {
    apiServer.use(searchHandler(() => apiError(503, 'Search is resting.')));
    await renderSearch('/search?q=walter');

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('walter');
  });
});
