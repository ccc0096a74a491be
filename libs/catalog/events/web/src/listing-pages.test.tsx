import { aPage, createFakeHttp, renderCatalog } from '@folio/catalog-kit/testing';
import { eventPaths } from '@folio/events-contract';
import { aCategory, aCollection, anEvent, aVirtualEvent } from '@folio/events-contract/testing';
import { screen } from '@testing-library/react';
import { ListingSearch } from './events-search';
import { CollectionPage, ListingEventsPage, VirtualSigningsPage } from './listing-pages';

describe('listing pages', () => {
  it('show a themed page with its own heading and copy, then its events', async () => {
    const http = createFakeHttp()
      .on('GET', eventPaths.collection('besties'), () => ({ data: aCollection() }))
      .on('GET', eventPaths.events(), () => aPage([anEvent({ title: 'Dublin Readers Weekend' })]));
    await renderCatalog(({ search }) => <CollectionPage slug="besties" search={search} />, {
      validateSearch: ListingSearch,
      http,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bring your book bestie' })).toBeTruthy();
    expect(screen.getByText('Besties')).toBeTruthy();
    expect(screen.getByText('Pick one and send the link to your reading buddy.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dublin Readers Weekend' })).toBeTruthy();
    expect(http.requests.at(-1)?.searchParams).toEqual({
      collection: 'besties',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it('say when a collection has nothing coming up', async () => {
    const http = createFakeHttp()
      .on('GET', eventPaths.collection('wickedly'), () => ({
        data: aCollection({ slug: 'wickedly', title: 'Wickedly' }),
      }))
      .on('GET', eventPaths.events(), () => aPage([]));
    await renderCatalog(({ search }) => <CollectionPage slug="wickedly" search={search} />, {
      validateSearch: ListingSearch,
      http,
    });

    expect(await screen.findByRole('heading', { name: 'No Wickedly events coming up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all upcoming events' }).getAttribute('href')).toBe('/events');
  });

  it('filter /c/{slug}/events by category or by collection, whichever the slug is', async () => {
    const http = createFakeHttp()
      .on('GET', eventPaths.listing('launch'), () => ({ data: aCategory({ slug: 'launch', name: 'Launch' }) }))
      .on('GET', eventPaths.events(), () => aPage([anEvent({ title: 'Launch Party' })]));
    await renderCatalog(({ search }) => <ListingEventsPage slug="launch" search={search} />, {
      validateSearch: ListingSearch,
      http,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Launch events' })).toBeTruthy();
    expect(http.requests.at(-1)?.searchParams).toEqual({
      category: 'launch',
      when: 'upcoming',
      page: '1',
      per_page: '12',
    });
  });

  it('list upcoming virtual signings', async () => {
    const http = createFakeHttp().on('GET', eventPaths.events(), () =>
      aPage([aVirtualEvent({ title: 'Online Launch Week' })]),
    );
    await renderCatalog(({ search }) => <VirtualSigningsPage search={search} />, {
      validateSearch: ListingSearch,
      http,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual signings' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Online Launch Week' })).toBeTruthy();
    expect(http.requests[0]?.searchParams).toEqual({ virtual: 'true', when: 'upcoming', page: '1', per_page: '12' });
  });
});
