import { eventPaths } from '@folio/events-contract';
import { aCategory, aCollection, anEvent, anEventDetail, anOrderForm } from '@folio/events-contract/testing';
import { aPage, eventHandler, eventsApiGet } from '@folio/events/testing';
import { peoplePaths } from '@folio/people-contract';
import { anAuthor, anAuthorProfile, aReader } from '@folio/people-contract/testing';
import { authorHandler } from '@folio/people/testing';
import { embedHomeFeed } from '@folio/content/testing';
import { api, createApiServer, deferred, expectSameGrid, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { lazyRouteComponent } from '@tanstack/react-router';
import { HttpResponse, type JsonBodyType } from 'msw';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer();

// Each test starts on the home page of a first visit: its feed is in the HTML.
let removeFeed: () => void = () => undefined;
beforeEach(() => {
  resetBrowserStorage();
  removeFeed = embedHomeFeed();
});
afterEach(() => removeFeed());

/** The router shows a page's pending state once loading has taken this long (its default `pendingMs`, 1 s). */
const PENDING_SHOWN = { timeout: 3_000 };

/** An API answer held open until the test releases it: a slow connection. */
function slowGet(path: string) {
  const slow = deferred<JsonBodyType>();
  apiServer.use(api.get(path, async () => HttpResponse.json(await slow.promise)));
  return slow;
}

/** The frame that must stay on screen: the header with its navigation, and the footer. */
function expectFrameOnScreen() {
  // Role queries skip what React hid with `display: none` (a suspended boundary hides what it holds).
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
}

describe('navigating on a slow connection', () => {
  it('keeps the header, its navigation and the footer on screen while the next page’s code is still on its way', async () => {
    slowGet(peoplePaths.authors());
    const { router } = await renderApp('/');
    const home = await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' });
    // The page's code as a chunk that has not arrived, its placeholder with it (as a code splitter
    // can pack them): whatever renders it suspends. The route tree is shared by every test.
    const authors = router.routesById['/_default/authors'];
    const placeholder = authors.options.pendingComponent;
    authors.update({ pendingComponent: lazyRouteComponent(() => new Promise<never>(() => undefined)) });
    onTestFinished(() => void authors.update({ pendingComponent: placeholder }));

    void router.navigate({ to: '/authors' });

    // Once the router gives up waiting, the home page makes way...
    await waitFor(
      () => expect(screen.queryByRole('heading', { level: 1, name: home.textContent ?? '' })).toBeNull(),
      PENDING_SHOWN,
    );
    // ...for a loading state in the content area only.
    expectFrameOnScreen();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading the page' })).toBeTruthy();
  });

  it('shows the next page’s placeholder inside the frame while its data loads', async () => {
    const slow = slowGet(peoplePaths.authors());
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' });

    void router.navigate({ to: '/authors' });

    const placeholder = await screen.findByRole('status', { name: 'Loading authors' }, PENDING_SHOWN);
    expectFrameOnScreen();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading authors' })).toBe(placeholder);
    slow.release(aPage([anAuthor({ name: 'Aaron Ryan' })]));
    expect(await screen.findByRole('heading', { name: 'Aaron Ryan' })).toBeTruthy();
  });
});

describe('a list’s placeholder', () => {
  /** The list a card sits in (its grid). */
  const listOf = async (cardName: string) =>
    (await screen.findByRole('heading', { name: cardName })).closest('li')?.parentElement as Element;

  it('has the events grid’s columns and the event cards’ shape', async () => {
    apiServer.use(
      eventsApiGet(eventPaths.categories(), () => ({ data: [aCategory()] })),
      eventsApiGet(eventPaths.collections(), () => ({ data: [aCollection()] })),
    );
    const slow = slowGet(eventPaths.events());
    const { router } = await renderApp('/');

    void router.navigate({ to: '/events' });

    const placeholder = await screen.findByRole('status', { name: 'Loading events' }, PENDING_SHOWN);
    slow.release(aPage([anEvent({ title: 'Chicago Signing Social' })]));
    expectSameGrid(placeholder, await listOf('Chicago Signing Social'));
  });

  it('has the authors grid’s columns and the author cards’ shape', async () => {
    const slow = slowGet(peoplePaths.authors());
    const { router } = await renderApp('/');

    void router.navigate({ to: '/authors' });

    const placeholder = await screen.findByRole('status', { name: 'Loading authors' }, PENDING_SHOWN);
    slow.release(aPage([anAuthor({ name: 'Aaron Ryan' })]));
    expectSameGrid(placeholder, await listOf('Aaron Ryan'));
  });

  it('has the attending readers’ compact grid and reader cards', async () => {
    const event = anEventDetail({ title: 'Chicago Signing Social', slug: 'chicago-signing-social' });
    apiServer.use(eventHandler(event));
    const slow = slowGet(eventPaths.eventReaders(event.slug));
    const { router } = await renderApp('/');

    void router.navigate({ to: '/event/$slug/attending', params: { slug: event.slug } });

    const placeholder = await screen.findByRole('status', { name: 'Loading readers' }, PENDING_SHOWN);
    slow.release(aPage([aReader({ name: 'Hamish E.' })]));
    expectSameGrid(placeholder, await listOf('Hamish E.'));
  });

  it('has the order forms’ grid and card shape on a seller’s stores', async () => {
    const author = anAuthorProfile({ name: 'Jessica Walter', slug: 'jessica-walter' });
    apiServer.use(authorHandler(author));
    const slow = slowGet(eventPaths.authorOrderForms(author.slug));
    const { router } = await renderApp('/');

    void router.navigate({ to: '/author/$slug/stores', params: { slug: author.slug } });

    const placeholder = await screen.findByRole('status', { name: 'Loading stores' }, PENDING_SHOWN);
    // Open, so the card has no closed look; with no event, a seller's store card is "Direct sales".
    slow.release(aPage([anOrderForm({ event_id: null, event: null, close_date: '2099-01-01', closed: false })]));
    expectSameGrid(placeholder, await listOf('Direct sales'));
  });
});
