import { eventPaths } from '@folio/events-contract';
import { aCategory, aCollection, anEvent, aVirtualEvent } from '@folio/events-contract/testing';
import { createApiServer, renderScreen, type ScreenProps } from '@folio/testing';
import { screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { ListingSearch } from './events-search';
import { CollectionPage, ListingEventsPage, VirtualSigningsPage } from './listing-pages';
import { aPage, eventsApiGet } from './testing';

const apiServer = createApiServer();
/** Installs this test's answers (they reset after each test). */
const handlers = (...list: RequestHandler[]) => apiServer.use(...list);

describe('listing pages', () => {
  it('show a themed page with its own heading and copy, then its events', async () => {
    handlers(
      eventsApiGet(eventPaths.collection('besties'), () => ({ data: aCollection() })),
      eventsApiGet(eventPaths.events(), () => aPage([anEvent({ title: 'Dublin Readers Weekend' })])),
    );
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <CollectionPage slug="besties" search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bring your book bestie' })).toBeTruthy();
    expect(screen.getByText('Besties')).toBeTruthy();
    expect(screen.getByText('Pick one and send the link to your reading buddy.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(apiServer.requests.at(-1)?.searchParams).toEqual({
      collection: 'besties',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it('say when a collection has nothing coming up', async () => {
    handlers(
      eventsApiGet(eventPaths.collection('wickedly'), () => ({
        data: aCollection({ slug: 'wickedly', title: 'Wickedly' }),
      })),
      eventsApiGet(eventPaths.events(), () => aPage([])),
    );
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <CollectionPage slug="wickedly" search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { name: 'No Wickedly events coming up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all upcoming events' }).getAttribute('href')).toBe('/events');
  });

  it('filter /c/{slug}/events by category or by collection, whichever the slug is', async () => {
    handlers(
      eventsApiGet(eventPaths.listing('launch'), () => ({ data: aCategory({ slug: 'launch', name: 'Launch' }) })),
      eventsApiGet(eventPaths.events(), () => aPage([anEvent({ title: 'Launch Party' })])),
    );
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <ListingEventsPage slug="launch" search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Launch events' })).toBeTruthy();
    expect(apiServer.requests.at(-1)?.searchParams).toEqual({
      category: 'launch',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it('list upcoming virtual signings', async () => {
    handlers(eventsApiGet(eventPaths.events(), () =>
      aPage([aVirtualEvent({ title: 'Online Launch Week' })]),
    ));
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <VirtualSigningsPage search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual signings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Online Launch Week' })).toBeTruthy();
    expect(apiServer.requests[0]?.searchParams).toEqual({ virtual: 'true', when: 'upcoming', page: '1', per_page: '12' });
  });
});
