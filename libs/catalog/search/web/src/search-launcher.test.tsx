import { anEvent } from '@folio/events-contract/testing';
import { aBook, anAuthor, aVendor } from '@folio/people-contract/testing';
import { searchPaths } from '@folio/search-contract';
import { apiError, createApiServer, renderScreen } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { SearchLauncher } from './search-launcher';
import { searchHandler, someSearchResults } from './testing';

const jessica = anAuthor({
  name: 'Jessica Walter',
  slug: 'jessica-walter',
  tagline: 'Author of Wings of the Silver Queen',
});

const searchAnswers = searchHandler(({ q }) =>
  q === 'nothing'
    ? someSearchResults({ query: 'nothing' })
    : someSearchResults({
        query: q,
        authors: [jessica],
        events: [anEvent({ title: 'Chicago Signing Social' })],
        vendors: [aVendor({ name: 'Fable & Foil' })],
        books: [
          aBook({
            title: 'Wings of the Silver Queen',
            author: { id: jessica.id, slug: jessica.slug, name: jessica.name },
          }),
        ],
        fuzzy: true,
      }),
);

const apiServer = createApiServer([searchAnswers]);

async function openSearch() {
  const view = await renderScreen(() => <SearchLauncher />);
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search Folio' });
  return {
    ...view,
    dialog,
    field: within(dialog).getByRole('searchbox', { name: 'Search events, authors, vendors and books' }),
  };
}

describe('the header search', () => {
  it('opens a search panel with the field focused', async () => {
    const { field, dialog } = await openSearch();

    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(within(dialog).getByText('Type a name, a book title, a city or an event.')).toBeTruthy();
    expect((await within(dialog).findByRole('link', { name: 'Upcoming events' })).getAttribute('href')).toBe('/events');
  });

  it('asks once the typing pauses, and groups what it finds by kind', async () => {
    const { user, field, dialog } = await openSearch();

    await user.type(field, 'jesica waltr');

    expect(await within(dialog).findByRole('heading', { name: 'Authors' })).toBeTruthy();
    const searches = apiServer.requestsTo('GET', searchPaths.search());
    expect(searches).toEqual([expect.objectContaining({ searchParams: { q: 'jesica waltr', limit: '4' } })]);
    for (const group of ['Events', 'Vendors', 'Books'])
      expect(within(dialog).getByRole('heading', { name: group })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /^Jessica Walter/ })
        .getAttribute('href'),
    ).toBe('/author/jessica-walter');
    expect(within(dialog).getByRole('status').textContent).toBe(
      '4 results for “jesica waltr”, including close matches.',
    );
    expect(within(dialog).getByRole('link', { name: 'See all results for “jesica waltr”' }).getAttribute('href')).toBe(
      '/search?q=jesica+waltr',
    );
  });

  it('counts every match, as the full results page does, while showing the top few of each kind', async () => {
    apiServer.use(
      searchHandler(({ q }) =>
        someSearchResults({
          query: q,
          authors: [jessica],
          events: [anEvent({ title: 'Chicago Signing Social' })],
          totals: { events: 1, authors: 7, vendors: 0, books: 0 },
        }),
      ),
    );
    const { user, field, dialog } = await openSearch();

    await user.type(field, 'walter');

    const authors = await within(dialog).findByRole('region', { name: 'Authors' });
    expect(within(dialog).getByRole('status').textContent).toBe('8 results for “walter”.');
    expect(within(authors).getByText('1 of 7')).toBeTruthy();
  });

  it('marks an event that has already taken place as past', async () => {
    apiServer.use(
      searchHandler(({ q }) =>
        someSearchResults({
          query: q,
          events: [
            anEvent({ title: 'Spring Signing', status: 'past' }),
            anEvent({ title: 'Autumn Signing', status: 'upcoming' }),
          ],
        }),
      ),
    );
    const { user, field, dialog } = await openSearch();

    await user.type(field, 'signing');

    const past = await within(dialog).findByRole('link', { name: /^Spring Signing/ });
    expect(within(past).getByText('Past event')).toBeTruthy();
    const upcoming = within(dialog).getByRole('link', { name: /^Autumn Signing/ });
    expect(within(upcoming).queryByText('Past event')).toBeNull();
  });

  it('moves through the results with the arrow keys', async () => {
    const { user, field, dialog } = await openSearch();
    await user.type(field, 'walter');
    await within(dialog).findByRole('heading', { name: 'Authors' });

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Jessica Walter');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Chicago Signing Social');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(field);
  });

  it('opens the results page on Enter and closes the panel', async () => {
    const { user, field, router } = await openSearch();

    await user.type(field, 'fae{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'fae' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches', async () => {
    const { user, field, dialog } = await openSearch();

    await user.type(field, 'nothing');

    expect(
      await within(dialog).findByText('No results for “nothing”. Check the spelling or try fewer words.'),
    ).toBeTruthy();
  });

  it('offers to try again when the search fails', async () => {
    apiServer.use(searchHandler(() => apiError(503, 'Service unavailable')));
    const { user, field, dialog } = await openSearch();

    await user.type(field, 'walter');

    expect(await within(dialog).findByText(/Search is not available right now/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('closes with the close button and gives focus back to the search button', async () => {
    const { user, dialog } = await openSearch();

    await user.click(within(dialog).getByRole('button', { name: 'Close search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('opens with the / key from anywhere on the page', async () => {
    const { user } = await renderScreen(() => <SearchLauncher />);

    await user.keyboard('/');

    expect(await screen.findByRole('dialog', { name: 'Search Folio' })).toBeTruthy();
  });
});
