import { createFakeHttp, httpError, renderCatalog } from '@folio/catalog-kit/testing';
import { anAuthor } from '@folio/people-contract/testing';
import { searchPaths } from '@folio/search-contract';
import { someSearchResults } from '@folio/search-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import { SearchPage } from './search-page';
import { SearchPageSearch } from './search-search';

function renderSearch(path: string, http = createFakeHttp()) {
  return renderCatalog(({ search }) => <SearchPage search={search} />, {
    path,
    routePath: '/search',
    validateSearch: SearchPageSearch,
    http,
  });
}

describe('SearchPage', () => {
  it('invites a search when the address has none', async () => {
    const { http } = await renderSearch('/search');

    expect(screen.getByRole('heading', { level: 1, name: 'Search Folio' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    expect(http.requests).toEqual([]);
  });

  it('shows every group for the words in the address, at the largest limit', async () => {
    const http = createFakeHttp().on('GET', searchPaths.search(), () => ({
      data: someSearchResults({ query: 'walter', authors: [anAuthor({ name: 'Jessica Walter' })] }),
    }));
    await renderSearch('/search?q=walter', http);

    expect(await screen.findByRole('link', { name: /^Jessica Walter/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “walter”' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 result');
    expect(http.requests[0]?.searchParams).toEqual({ q: 'walter', limit: '20' });
  });

  it('updates the address as the words change', async () => {
    const http = createFakeHttp().on('GET', searchPaths.search(), ({ searchParams }) => ({
      data: someSearchResults({ query: searchParams['q'] ?? '' }),
    }));
    const { user, router } = await renderSearch('/search?q=walter', http);

    const field = screen.getByRole('searchbox', { name: 'Search events, authors, vendors and books' });
    await user.clear(field);
    await user.type(field, 'hollow');

    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'hollow' }));
    expect(await screen.findByRole('heading', { name: 'No results for “hollow”' })).toBeTruthy();
  });

  it('keeps the words and offers a retry when search fails', async () => {
    const http = createFakeHttp().on('GET', searchPaths.search(), () => {
      throw httpError(503, 'Search is resting.');
    });
    await renderSearch('/search?q=walter', http);

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('walter');
  });
});
