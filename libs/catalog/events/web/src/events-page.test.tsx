import { eventPaths } from '@folio/events-contract';
import { aCategory, aCollection, anEvent, aVirtualEvent } from '@folio/events-contract/testing';
import { createApiServer, expectSameGrid, renderScreen, type ScreenProps } from '@folio/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { EventGrid } from './event-card';
import { EventListingPageSkeleton } from './event-skeletons';
import { EventsPage } from './events-page';
import { LazyEventsPage, type NearCountry } from './lazy-events-page';
import { EventsSearch } from './events-search';
import { aPage, eventsApiGet } from './testing';

const apiServer = createApiServer();
/** Installs this test's answers (they reset after each test). */
const handlers = (...list: RequestHandler[]) => apiServer.use(...list);

function catalogWith(events: ReturnType<typeof aPage>) {
  handlers(
    eventsApiGet(eventPaths.events(), () => events),
    eventsApiGet(eventPaths.categories(), () => ({
      data: [aCategory(), aCategory({ slug: 'launch', name: 'Launch' })],
    })),
    eventsApiGet(eventPaths.collections(), () => ({ data: [aCollection()] })),
  );
}

function renderEvents(path: string, near?: NearCountry) {
  // A country still being guessed goes through the lazy page, which waits for it behind the skeleton.
  const draw = ({ search }: ScreenProps<EventsSearch>) =>
    near instanceof Promise ? (
      <LazyEventsPage search={search} near={near} />
    ) : (
      <EventsPage search={search} near={near} />
    );
  return renderScreen(draw, {
    path,
    routePath: '/events',
    validateSearch: EventsSearch,
  });
}

const eventRequests = () => apiServer.requestsTo('GET', eventPaths.events());

describe('EventsPage', () => {
  it('shows a page of upcoming events as cards that open the event', async () => {
    const chicago = anEvent({ title: 'Chicago Signing Social', slug: 'chicago-signing-social' });
    const online = aVirtualEvent({ title: 'Live from the Writing Desk' });
    catalogWith(aPage([chicago, online], { total: 14, per_page: 12 }));
    await renderEvents('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming events' })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Chicago Signing Social' }).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Chicago Signing Social' }).getAttribute('href')).toBe(
      '/event/chicago-signing-social',
    );
    expect(within(card).getByText('Sun, Dec 6, 2026')).toBeTruthy();
    expect(within(card).getByText('Lakeshore Literary Center, Chicago')).toBeTruthy();
    expect(within(card).getByText('With Jessica Walter, Isabella Edwards, Ruby Hudson and 4 more')).toBeTruthy();
    expect(screen.getByText('Online · Zoom')).toBeTruthy();
    expect(screen.getByText('Showing 1–12 of 14 events')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Events pages' })).toBeTruthy();
    expect(eventRequests()[0]?.searchParams).toEqual({ when: 'upcoming', page: '1', per_page: '12' });
  });

  it("asks for the reader's country first among upcoming events, and says so", async () => {
    catalogWith(aPage([anEvent()], { total: 1 }));
    await renderEvents('/events', 'GB');
    expect(await screen.findByText('1 event · United Kingdom first')).toBeTruthy();
    expect(eventRequests()[0]?.searchParams).toEqual({ when: 'upcoming', near: 'GB', page: '1', per_page: '12' });
  });

  it("waits behind its skeleton for the reader's country when the shell is still guessing it, then asks once", async () => {
    catalogWith(aPage([anEvent()], { total: 1 }));
    let settle: (country: string | null) => void = () => undefined;
    await renderEvents('/events', new Promise((resolve) => (settle = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeTruthy();
    expect(eventRequests()).toHaveLength(0);
    await act(async () => settle('JP'));
    expect(await screen.findByText('1 event · Japan first')).toBeTruthy();
    expect(eventRequests().map((request) => request.searchParams['near'])).toEqual(['JP']);
  });

  it('keeps past events in their plain order, and upcoming ones too when the country is unknown', async () => {
    catalogWith(aPage([anEvent({ status: 'past' })], { total: 1 }));
    await renderEvents('/events?when=past', 'GB');
    expect(await screen.findByText('1 event')).toBeTruthy();
    expect(eventRequests()[0]?.searchParams).not.toHaveProperty('near');
  });

  it('says how many readers are going to an upcoming event, and how many went to a past one', async () => {
    const upcoming = anEvent({ title: 'Chicago Signing Social', readers_attending_count: 12 });
    const past = anEvent({ title: 'Spring Book Fair', status: 'past', readers_attending_count: 1 });
    catalogWith(aPage([upcoming, past]));
    await renderEvents('/events');

    const upcomingCard = (await screen.findByRole('heading', { name: 'Chicago Signing Social' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(upcomingCard).getByText(/12 readers going/)).toBeTruthy();
    const pastCard = screen.getByRole('heading', { name: 'Spring Book Fair' }).closest('article') as HTMLElement;
    expect(within(pastCard).getByText(/1 reader went/)).toBeTruthy();
    expect(within(pastCard).queryByText(/going/)).toBeNull();
  });

  it('asks the API for the filters and page in the address', async () => {
    catalogWith(aPage([anEvent()], { total: 30, per_page: 12, current_page: 2 }));
    await renderEvents('/events?when=past&category=launch&city=Leeds&virtual=false&page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Past events' })).toBeTruthy();
    expect(eventRequests()[0]?.searchParams).toEqual({
      when: 'past',
      category: 'launch',
      city: 'Leeds',
      virtual: 'false',
      page: '2',
      per_page: '12',
    });
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('launch');
    expect((screen.getByLabelText('Format') as HTMLSelectElement).value).toBe('in-person');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Leeds');
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
  });

  it('puts a chosen filter in the address and goes back to the first page', async () => {
    catalogWith(aPage([anEvent()], { total: 30, per_page: 12, current_page: 2 }));
    const { router, user } = await renderEvents('/events?page=2');

    await user.selectOptions(await screen.findByLabelText('Category'), 'launch');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'launch' }));

    await user.type(screen.getByLabelText('City'), 'Manchester{Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'launch', city: 'Manchester' }));

    await user.selectOptions(screen.getByLabelText('Format'), 'virtual');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ virtual: true }));
  });

  it('switches between upcoming and past, keeping the filters', async () => {
    catalogWith(aPage([anEvent()]));
    const { router, user } = await renderEvents('/events?category=launch');

    await user.click(await screen.findByRole('link', { name: 'Past' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ category: 'launch', when: 'past' }));
  });

  it('says when no event matches and offers to clear the filters', async () => {
    catalogWith(aPage([]));
    const { router, user } = await renderEvents('/events?city=Atlantis&when=past');

    expect(await screen.findByRole('heading', { name: 'No events match these filters' })).toBeTruthy();
    await user.click(screen.getAllByRole('link', { name: 'Clear filters' })[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.search).toEqual({ when: 'past' }));
  });

  it('says when there are no upcoming events at all', async () => {
    catalogWith(aPage([]));
    await renderEvents('/events');

    expect(await screen.findByRole('heading', { name: 'No upcoming events yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse authors instead' }).getAttribute('href')).toBe('/authors');
  });

  it('offers the last page when the address asks for one past the end', async () => {
    catalogWith(aPage([], { total: 14, per_page: 12, current_page: 9, last_page: 2 }));
    const { router, user } = await renderEvents('/events?page=9');

    expect(await screen.findByRole('heading', { name: 'This page is past the end of the list' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
  });
});

describe('the loading state', () => {
  it('announces itself as a status, its placeholder cards in the events grid and shaped like event cards', async () => {
    await renderScreen(() => (
      <>
        <EventListingPageSkeleton label="Loading events" />
        <EventGrid events={[anEvent({ title: 'Chicago Signing Social' })]} />
      </>
    ));

    const placeholder = screen.getByRole('status', { name: 'Loading events' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    const card = await screen.findByRole('heading', { name: 'Chicago Signing Social' });
    expectSameGrid(placeholder, card.closest('li')?.parentElement as Element);
  });
});
