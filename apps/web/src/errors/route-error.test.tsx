import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { preloadErrorScreens, RouteError, RouteNotFound } from './lazy-route-error';

// The app loads the client lazily, so its error classes are imported the same way.
const { HttpError, ResponseShapeError } = await import('@folio/http');

const reloadOnce = vi.hoisted(() => vi.fn());

vi.mock('./app-chunk-reload', () => ({ chunkReloadGuard: { reloadOnce } }));

// The app's error screens as the router gets them, with their module at hand as after the first idle moment.
beforeAll(() => preloadErrorScreens());

/** A router whose `/broken` route fails with `error`, handled by the app's error screens. */
async function renderFailingRoute(error: unknown, path = '/broken') {
  const rootRoute = createRootRoute({
    component: () => <Outlet />,
    errorComponent: RouteError,
    notFoundComponent: RouteNotFound,
  });
  const brokenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/broken',
    loader: () => {
      throw error;
    },
    component: () => <p>never shown</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([brokenRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  await router.load();
  return render(<RouterProvider router={router} />);
}

/** An answer of the API as the shared http client raises it. */
function httpError(status: number, message: string, code = 'some_code') {
  return new HttpError(status, message, code, { message, code });
}

describe('RouteError', () => {
  beforeEach(() => {
    reloadOnce.mockReset();
    // The router reports every failed match on the console; these failures are the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the forbidden screen for a 403', async () => {
    await renderFailingRoute(httpError(403, 'This action is unauthorized.'));

    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have permission to view this page" }),
    ).toBeTruthy();
    expect(screen.getByText('Please make sure you are logged in to the correct account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take me home' })).toBeTruthy();
  });

  it('shows the not-found screen for a 404 from the API', async () => {
    await renderFailingRoute(httpError(404, 'No query results.'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /broken')).toBeTruthy();
  });

  it("shows the generic screen with the code and the server's message for another 4xx", async () => {
    await renderFailingRoute(httpError(410, 'This event was withdrawn by its organiser.', 'gone'));

    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('410')).toBeTruthy();
    expect(screen.getByText('Please contact support if this issue persists')).toBeTruthy();
    expect(screen.getByText('Error: This event was withdrawn by its organiser.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' })).toBeTruthy();
  });

  it('shows the code of a 5xx but no error line', async () => {
    await renderFailingRoute(httpError(503, 'Service Unavailable'));

    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.queryByText(/^Error:/)).toBeNull();
  });

  it('treats an error without a status as a 500 and never prints its internal message', async () => {
    await renderFailingRoute(new TypeError("Cannot read properties of undefined (reading 'title')"));

    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });

  it('never prints a broken-contract message either', async () => {
    await renderFailingRoute(new ResponseShapeError('/api/catalog/events/42', [{ message: 'Invalid type' }]));

    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.queryByText(/^Error:/)).toBeNull();
    expect(screen.queryByText(/Unexpected response shape/)).toBeNull();
  });

  it('draws the page frame around the screen when no layout did', async () => {
    await renderFailingRoute(httpError(500, 'Server Error'));

    await screen.findByRole('heading', { level: 1, name: 'An error occurred' });
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('reloads the page when a code chunk failed to load, showing only the progress bar', async () => {
    reloadOnce.mockReturnValue('reloading');

    await renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/events-abc.js'));

    await waitFor(() => expect(reloadOnce).toHaveBeenCalledWith('/broken'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the generic screen when the page was already reloaded for that chunk', async () => {
    reloadOnce.mockReturnValue('show-error');

    await renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/events-abc.js'));

    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });
});

describe('error screens for bots and crawlers', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
  });

  it('renders no error page for a failed route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderFailingRoute(httpError(500, 'Server Error'));

    await waitFor(() => expect(screen.queryByText('never shown')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('only logs the not-found message for an unknown path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const { container } = await renderFailingRoute(null, '/missing/page');

    await waitFor(() => expect(log).toHaveBeenCalledWith('Page not found: /missing/page'));
    expect(container.textContent).toBe('');
  });
});
