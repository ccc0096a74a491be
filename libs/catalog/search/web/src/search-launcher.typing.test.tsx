import { anAuthor } from '@folio/people-contract/testing';
import { createApiServer, renderScreen } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchLauncher } from './search-launcher';
import { searchHandler, someSearchResults } from './testing';

// Its own file on purpose: a fresh module graph, so the panel's lazily loaded code has not been
// fetched yet, exactly as on a page where the reader presses "/" for the first time.
createApiServer([
  searchHandler(({ q }) => someSearchResults({ query: q, authors: [anAuthor({ name: 'Jessica Walter' })] })),
]);

describe('typing right after the / shortcut', () => {
  it('keeps every key typed after /, even before the rest of the search has loaded', async () => {
    await renderScreen(() => <SearchLauncher />);
    // No pause between keys at all: the reader types straight on after "/".
    const user = userEvent.setup({ delay: null });

    await user.keyboard('/walter');

    // The panel arrives after the keys: what they typed is in its field all the same.
    const dialog = await screen.findByRole('dialog', { name: 'Search Folio' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search events, authors, vendors and books' });
    expect((field as HTMLInputElement).value).toBe('walter');
    expect(document.activeElement).toBe(field);
    expect(await within(dialog).findByRole('link', { name: /^Jessica Walter/ })).toBeTruthy();
  });
});
