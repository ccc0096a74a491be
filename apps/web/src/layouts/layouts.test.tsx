import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import {
  AuthLayout,
  BlankLayout,
  DefaultBoxedLayout,
  DefaultFooterOnlyLayout,
  DefaultLayout,
  DefaultWithHeaderLayout,
} from './layouts';
import { preloadFooter } from '../shell/page-shell';

/** Mounts `layout` as a pathless layout route with one page under it, as the file routes do. */
async function renderInLayout(layout: RouteComponent) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const layoutRoute = createRoute({ getParentRoute: () => rootRoute, id: '_layout', component: layout });
  const pageRoute = createRoute({
    getParentRoute: () => layoutRoute,
    path: '/page',
    component: () => <h1>Page content</h1>,
  });
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, layoutRoute.addChildren([pageRoute])]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Page content' });
  // The footer loads after the page (shell/page-shell.tsx): let it arrive before the frame is read.
  await act(() => preloadFooter());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function frame() {
  return {
    header: screen.queryByRole('banner'),
    nav: screen.queryByRole('navigation', { name: 'Primary' }),
    footer: screen.queryByRole('contentinfo'),
    main: screen.getByRole('main'),
  };
}

describe('page layouts', () => {
  it('blank: the page alone in the main landmark', async () => {
    await renderInLayout(BlankLayout);

    const { header, footer, main } = frame();
    expect(header).toBeNull();
    expect(footer).toBeNull();
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeTruthy();
  });

  it('default: header with the primary navigation, the page and the footer', async () => {
    await renderInLayout(DefaultLayout);

    const { header, nav, footer, main } = frame();
    expect(header).toBeTruthy();
    expect(nav).toBeTruthy();
    expect(footer).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
  });

  it('default-boxed: the default frame with the page in a box', async () => {
    await renderInLayout(DefaultBoxedLayout);

    const { header, footer, main } = frame();
    expect(header).toBeTruthy();
    expect(footer).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeTruthy();
  });

  it('auth: the logo linking home above the page, without site navigation', async () => {
    await renderInLayout(AuthLayout);

    const { header, nav, footer, main } = frame();
    expect(header).toBeNull();
    expect(nav).toBeNull();
    expect(footer).toBeNull();
    expect(within(main).getByRole('link', { name: 'Folio home' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('heading', { name: 'Page content' })).toBeTruthy();
  });

  it('default-footer-only: the page and the footer, no header', async () => {
    await renderInLayout(DefaultFooterOnlyLayout);

    const { header, footer } = frame();
    expect(header).toBeNull();
    expect(footer).toBeTruthy();
  });

  it('default-with-header: the header and the page, no footer', async () => {
    await renderInLayout(DefaultWithHeaderLayout);

    const { header, nav, footer } = frame();
    expect(header).toBeTruthy();
    expect(nav).toBeTruthy();
    expect(footer).toBeNull();
  });
});
