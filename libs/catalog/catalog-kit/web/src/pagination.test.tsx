import { createApiServer, renderScreen } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Pagination, pageWindow, rangeSummary } from './pagination';

// Pagination asks the API nothing: any request fails the test.
const apiServer = createApiServer();

describe('pageWindow', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
  });
});

describe('rangeSummary', () => {
  const noun = { one: 'event', many: 'events' };
  it('says which items the page shows', () => {
    expect(rangeSummary({ current_page: 2, per_page: 12, total: 20, last_page: 2 }, noun)).toBe(
      'Showing 13–20 of 20 events',
    );
    expect(rangeSummary({ current_page: 1, per_page: 12, total: 1, last_page: 1 }, noun)).toBe('1 event');
    expect(rangeSummary({ current_page: 1, per_page: 12, total: 0, last_page: 1 }, noun)).toBe('No events');
  });
});

describe('Pagination', () => {
  it('links to the other pages, keeping the rest of the address', async () => {
    const { router, user } = await renderScreen(
      () => <Pagination meta={{ current_page: 2, per_page: 12, total: 30, last_page: 3 }} label="Events pages" />,
      { path: '/screen?city=Leeds&page=2' },
    );

    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    expect(within(nav).getByLabelText('Page 2').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/screen?city=Leeds');

    await user.click(within(nav).getByRole('link', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ city: 'Leeds', page: 3 }));
    expect(apiServer.requests).toEqual([]);
  });

  it('renders nothing for a single page', async () => {
    await renderScreen(() => (
      <Pagination meta={{ current_page: 1, per_page: 12, total: 4, last_page: 1 }} label="Events pages" />
    ));

    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
