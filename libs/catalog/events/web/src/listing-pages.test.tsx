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
    handlers(eventsApiGet(eventPaths.events(), () => aPage([anEvent({ title: 'Dublin Readers Weekend' })])));
    await renderScreen(
      ({ search }: ScreenProps<ListingSearch>) => <CollectionPage collection={aCollection()} search={search} />,
      {
        validateSearch: ListingSearch,
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Bring your book bestie' })).toBeTruthy();
    expect(screen.getByText('Besties')).toBeTruthy();
    expect(screen.getByText('Pick one and send the link to your reading buddy.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(apiServer.requests.at(-1)?.searchParams).toEqual({
      collection: 'besties',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it("draw a themed page's heading and copy at once, with placeholder cards until its events arrive", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const events = new Promise((resolve) => (answer = resolve));
    handlers(
      eventsApiGet(eventPaths.events(), async () => {
        await events;
        return aPage([anEvent({ title: 'Dublin Readers Weekend' })]);
      }),
    );
    await renderScreen(
      ({ search }: ScreenProps<ListingSearch>) => <CollectionPage collection={aCollection()} search={search} />,
      {
        validateSearch: ListingSearch,
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Bring your book bestie' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Loading Besties events' })).toBeTruthy();
    answer(undefined);
    expect(await screen.findByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading Besties events' })).toBeNull();
  });

  it('say when a collection has nothing coming up', async () => {
    handlers(eventsApiGet(eventPaths.events(), () => aPage([])));
    const wickedly = aCollection({ slug: 'wickedly', title: 'Wickedly' });
    await renderScreen(
      ({ search }: ScreenProps<ListingSearch>) => <CollectionPage collection={wickedly} search={search} />,
      {
        validateSearch: ListingSearch,
      },
    );

    expect(await screen.findByRole('heading', { name: 'No Wickedly events coming up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all upcoming events' }).getAttribute('href')).toBe('/events');
  });

  it('filter /c/{slug}/events by category or by collection, whichever the slug is', async () => {
    handlers(eventsApiGet(eventPaths.events(), () => aPage([anEvent({ title: 'Launch Party' })])));
    const launch = aCategory({ slug: 'launch', name: 'Launch' });
    await renderScreen(
      ({ search }: ScreenProps<ListingSearch>) => <ListingEventsPage listing={launch} search={search} />,
      {
        validateSearch: ListingSearch,
      },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Launch events' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Launch Party' })).toBeTruthy();
    expect(apiServer.requests.at(-1)?.searchParams).toEqual({
      category: 'launch',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it('list upcoming virtual signings', async () => {
    handlers(eventsApiGet(eventPaths.events(), () => aPage([aVirtualEvent({ title: 'Online Launch Week' })])));
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <VirtualSigningsPage search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual signings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Online Launch Week' })).toBeTruthy();
    expect(apiServer.requests[0]?.searchParams).toEqual({
      virtual: 'true',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });
});
