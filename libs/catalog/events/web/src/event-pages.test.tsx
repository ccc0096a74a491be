import { eventPaths } from '@folio/events-contract';
import { anEventDetail, anOrderForm, aVirtualEvent } from '@folio/events-contract/testing';
import { aReader } from '@folio/people-contract/testing';
import { createApiServer, renderScreen, type ScreenProps } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { EventAttending } from './event-attending';
import { EventLayout } from './event-layout';
import { EventOverview } from './event-overview';
import { ListingSearch } from './events-search';
import { EventStore } from './event-store';
import { aPage, eventsApiGet } from './testing';

const apiServer = createApiServer();
/** Installs this test's answers (they reset after each test). */
const handlers = (...list: RequestHandler[]) => apiServer.use(...list);

const now = new Date('2026-11-21T12:00:00Z');

/** The event the pages draw (their route gives it, from the HTML's page data or the API). */
function theEvent(event = anEventDetail({ title: 'Chicago Signing Social', slug: 'chicago-signing-social' })) {
  return { event };
}

describe('EventLayout', () => {
  it('shows the event with its save button and the tabs of its three views', async () => {
    const { event } = theEvent();
    await renderScreen(() => <EventLayout event={event} />, {
      path: `/event/${event.slug}/store`,
      routePath: '/event/$slug/store',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chicago Signing Social' })).toBeTruthy();
    expect(screen.getByText('Sun, Dec 6, 2026, 1:00 – 5:00 PM CST')).toBeTruthy();
    expect(screen.getByText('Lakeshore Literary Center, Chicago')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Chicago Signing Social', pressed: false })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Event sections' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/event/chicago-signing-social'],
      ['Store2', '/event/chicago-signing-social/store'],
      ['Attending3', '/event/chicago-signing-social/attending'],
    ]);
    expect(within(tabs).getByRole('link', { name: /Store/ }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Preorder signed books' }).getAttribute('href')).toBe(
      '/event/chicago-signing-social/store',
    );
  });
});

describe('a past event’s pages', () => {
  const spring = () =>
    anEventDetail({
      title: 'Spring Book Fair',
      slug: 'spring-book-fair',
      status: 'past',
      readers_attending_count: 3,
      order_forms: [],
    });

  it('name the readers who went, not those going, in the tabs', async () => {
    const { event } = theEvent(spring());
    await renderScreen(() => <EventLayout event={event} />, {
      path: `/event/${event.slug}`,
      routePath: '/event/$slug',
    });

    const tabs = await screen.findByRole('navigation', { name: 'Event sections' });
    expect(
      within(tabs)
        .getByRole('link', { name: /Who went/ })
        .getAttribute('href'),
    ).toBe('/event/spring-book-fair/attending');
    expect(within(tabs).queryByRole('link', { name: /Attending/ })).toBeNull();
  });

  it('say which authors signed there', async () => {
    const { event } = theEvent(spring());
    await renderScreen(() => <EventOverview event={event} readerZone="UTC" />);

    const authors = await screen.findByRole('region', { name: 'Authors who signed' });
    expect(within(authors).getByText('2 signed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Authors attending' })).toBeNull();
  });

  it('list the readers who went, in the past tense even past the end of the list', async () => {
    const { event } = theEvent(spring());
    handlers(
      eventsApiGet(eventPaths.eventReaders(event.slug), () => aPage([], { total: 30, per_page: 24, current_page: 9 })),
    );
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <EventAttending event={event} search={search} />, {
      path: '/screen?page=9',
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { name: 'Readers who went' })).toBeTruthy();
    expect(screen.getByText('30 readers went; go back to the first page to see them.')).toBeTruthy();
  });

  it('offer who went from an empty store', async () => {
    const { event } = theEvent(spring());
    await renderScreen(() => <EventStore event={event} now={now} />);

    expect(await screen.findByRole('link', { name: 'See who went' })).toBeTruthy();
  });
});

describe('EventOverview', () => {
  it('gives the time in the event’s zone and in the reader’s', async () => {
    const { event } = theEvent();
    await renderScreen(() => <EventOverview event={event} readerZone="Europe/Paris" />);

    const when = await screen.findByRole('region', { name: 'When' });
    expect(within(when).getByText('Event time (Chicago)')).toBeTruthy();
    expect(within(when).getByText('Sun, Dec 6, 2026, 1:00 – 5:00 PM CST')).toBeTruthy();
    expect(within(when).getByText('Your time (Paris)')).toBeTruthy();
    expect(within(when).getByText('Sun, Dec 6, 2026, 8:00 PM GMT+1 – Mon, Dec 7, 2026, 12:00 AM GMT+1')).toBeTruthy();
  });

  it('says so when the reader is in the event’s zone', async () => {
    const { event } = theEvent();
    await renderScreen(() => <EventOverview event={event} readerZone="America/Chicago" />);

    expect(await screen.findByText('Same as the event: you are in its time zone.')).toBeTruthy();
  });

  it('shows the venue, the description, the authors with their avatars and the vendors', async () => {
    const { event } = theEvent();
    await renderScreen(() => <EventOverview event={event} readerZone="UTC" />);

    const where = await screen.findByRole('region', { name: 'Where' });
    expect(within(where).getByText('401 N Wabash Avenue, Chicago, IL 60611')).toBeTruthy();
    expect(screen.getByText('Doors open at 13:00 local time.')).toBeTruthy();
    const authors = screen.getByRole('region', { name: 'Authors attending' });
    const jessica = within(authors).getByRole('link', { name: 'Jessica Walter' });
    expect(jessica.getAttribute('href')).toBe(`/author/${event.authors[0]?.slug}`);
    expect(jessica.closest('article')?.querySelector('img')?.getAttribute('src')).toBe(event.authors[0]?.avatar_url);
    expect(
      within(screen.getByRole('region', { name: 'Vendors' })).getByRole('link', { name: 'Fable & Foil' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Romantasy' }).getAttribute('href')).toBe('/c/romantasy/events');
  });

  it('explains where a virtual event happens', async () => {
    const { event } = theEvent(anEventDetail({ ...aVirtualEvent(), authors: [], vendors: [], order_forms: [] }));
    await renderScreen(() => <EventOverview event={event} readerZone="UTC" />);

    expect(await screen.findByText('Online on Zoom')).toBeTruthy();
    expect(screen.getByText('The join link is sent to attendees by e-mail before the event.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Authors to be announced' })).toBeTruthy();
  });
});

describe('EventStore', () => {
  it('lists the order forms, open ones first, each linking to its form', async () => {
    const base = anEventDetail();
    const closed = anOrderForm({ title: 'Closed table', closed: true, slug: 'closed-table' });
    const { event } = theEvent({ ...base, order_forms: [closed, ...base.order_forms] });
    await renderScreen(() => <EventStore event={event} now={now} />);

    const sellers = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(sellers).toEqual(['Fable & Foil', 'Isabella Edwards', 'Isabella Edwards']);
    expect(screen.getAllByRole('article').at(-1)?.textContent).toContain('Closed');
    expect(screen.getByText('2 of 3 open')).toBeTruthy();
    expect(screen.getByText('£27.50 – £59.50 GBP')).toBeTruthy();
    expect(screen.getByText('25% deposit on orders from £75.00 GBP')).toBeTruthy();
    expect(screen.getAllByText('3 days left')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /View order form from Isabella Edwards/ }).getAttribute('href')).toBe(
      '/orderform/closed-table',
    );
  });

  it('says when no author has opened a store yet', async () => {
    const { event } = theEvent(anEventDetail({ order_forms: [] }));
    await renderScreen(() => <EventStore event={event} now={now} />);

    expect(await screen.findByRole('heading', { name: 'No order forms yet' })).toBeTruthy();
  });

  it('shows what the shell composes under the forms', async () => {
    const { event } = theEvent();
    await renderScreen(() => (
      <EventStore event={event} now={now}>
        <p>Your cart for this event</p>
      </EventStore>
    ));

    expect(await screen.findByText('Your cart for this event')).toBeTruthy();
  });
});

describe('EventAttending', () => {
  it('lists the readers going, a page at a time', async () => {
    const { event } = theEvent();
    handlers(
      eventsApiGet(eventPaths.eventReaders(event.slug), () =>
        aPage([aReader({ name: 'Hamish E.', slug: 'hamish-reads-84' })], { total: 30, per_page: 24 }),
      ),
    );
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <EventAttending event={event} search={search} />, {
      path: '/screen?page=1',
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('link', { name: 'Hamish E.' })).toBeTruthy();
    expect(screen.getByText('Showing 1–24 of 30 readers')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Attending readers pages' })).toBeTruthy();
    expect(apiServer.requests.at(-1)?.searchParams).toEqual({ page: '1', per_page: '24' });
  });

  it('invites the first reader when nobody is going yet', async () => {
    const { event } = theEvent();
    handlers(eventsApiGet(eventPaths.eventReaders(event.slug), () => aPage([])));
    await renderScreen(({ search }: ScreenProps<ListingSearch>) => <EventAttending event={event} search={search} />, {
      validateSearch: ListingSearch,
    });

    expect(await screen.findByRole('heading', { name: 'No readers yet' })).toBeTruthy();
  });
});
