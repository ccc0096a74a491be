import { PAGE_DATA_ELEMENT_ID } from '@folio/http-contract';
import { createApiServer, createTestHttpClient, embedPageData, renderScreen } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { aHomeEvent, aHomeFeed, embedHomeFeed, homeHandler } from '../testing';
import { HomePage } from './home-page';
import { loadHome } from './home.api';

const apiServer = createApiServer();

describe('the home feed on a first visit', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it('is read from the HTML once, with no request; the next visit asks the API for a fresh one', async () => {
    const fresh = aHomeFeed({ near: null, near_count: 0 });
    apiServer.use(homeHandler(fresh));
    embedHomeFeed();
    const http = createTestHttpClient();

    expect((await loadHome(http)).data.near).toEqual({ city: 'Leeds', country_code: 'GB' });
    expect(apiServer.requestsTo('GET', '/api/public/content/home')).toHaveLength(0);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();

    expect((await loadHome(http)).data.near).toBeNull();
    expect(apiServer.requestsTo('GET', '/api/public/content/home')).toHaveLength(1);
  });

  it('tells the API on later visits the country the device already knows (its cached location), and nothing when it knows none', async () => {
    apiServer.use(homeHandler(aHomeFeed()));
    // A time zone that names no country, whatever the machine's.
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'UTC' } as Intl.ResolvedDateTimeFormatOptions);
    const http = createTestHttpClient();
    await loadHome(http);
    expect(apiServer.requestsTo('GET', '/api/public/content/home')[0]?.searchParams).toEqual({});
    localStorage.setItem(
      'geolocation_data',
      JSON.stringify({
        country_code: 'FR',
        country_name: 'France',
        city: null,
        region: null,
        timezone: null,
        latitude: null,
        longitude: null,
        source: 'ip',
        timestamp: Date.now(),
      }),
    );
    try {
      await loadHome(http);
      expect(apiServer.requestsTo('GET', '/api/public/content/home')[1]?.searchParams).toEqual({ near: 'FR' });
    } finally {
      localStorage.removeItem('geolocation_data');
      zone.mockRestore();
    }
  });

  it('asks the API when the embedded data is not a feed', async () => {
    apiServer.use(homeHandler(aHomeFeed()));
    embedPageData({ data: { page: {} } });
    expect((await loadHome(createTestHttpClient())).data.events).toHaveLength(2);
    expect(apiServer.requestsTo('GET', '/api/public/content/home')).toHaveLength(1);
  });

  it('refuses an API answer that does not fit the contract', async () => {
    apiServer.use(homeHandler({ ...aHomeFeed(), events: [{ slug: 'x' }] } as never));
    await expect(loadHome(createTestHttpClient())).rejects.toThrow();
  });
});

describe('the home page', () => {
  it('opens with the hero as the one h1, then events near the reader first, authors, giveaways and posts', async () => {
    await renderScreen(() => <HomePage feed={aHomeFeed()} />, { path: '/' });

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'The place where books find their readers',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming signings near you',
      'Meet the authors signing soon',
      'Win a signed copy',
      'Latest posts',
      'From preorder to the signing table',
      'Made for everyone',
      'Your next signed book is waiting',
    ]);
    const events = within(screen.getByRole('region', { name: 'Upcoming signings near you' }));
    expect(events.getByText('Closest first, from your location: Leeds.')).toBeTruthy();
    const cards = events.getAllByRole('article');
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Signed & Sealed: Leeds' })
        .getAttribute('href'),
    ).toBe('/event/signed-and-sealed-leeds');
    expect(within(cards[0] as HTMLElement).getByText('Near you')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Sat, Dec 5 · 2:00 PM')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Near you')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByText('Sat, Dec 5 · 8:00 AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ada Quill' }).getAttribute('href')).toBe('/author/ada-quill');
    expect(screen.getByRole('link', { name: 'Signed first edition' }).getAttribute('href')).toBe('/giveaway/ada-quill');
    expect(screen.getByRole('link', { name: 'Why we charge 5% and nothing else' }).getAttribute('href')).toBe(
      '/blog/a-fair-fee',
    );
    expect(screen.getByRole('link', { name: /Sell your signed books/ }).getAttribute('href')).toBe('/for-authors');
  });

  it('says plainly when nothing is on near the reader, or at all, and leaves out empty author and post lists', async () => {
    const { unmount } = await renderScreen(
      () => (
        <HomePage
          feed={aHomeFeed({
            near: { city: null, country_code: 'JP' },
            near_count: 0,
            events: [aHomeEvent()],
            authors: [],
            posts: [],
          })}
        />
      ),
      { path: '/' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming signings' })).toBeTruthy();
    expect(
      screen.getByText('Nothing is scheduled near you (Japan) yet. Here is what is coming up elsewhere.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meet the authors signing soon' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Latest posts' })).toBeNull();
    unmount();

    await renderScreen(() => <HomePage feed={aHomeFeed({ near: null, near_count: 0, events: [], giveaways: [] })} />, {
      path: '/',
    });
    expect(screen.getByText(/No signings are scheduled right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Browse authors/ }).getAttribute('href')).toBe('/authors');
    expect(screen.getByText(/No giveaway is open right now/)).toBeTruthy();
  });
});
