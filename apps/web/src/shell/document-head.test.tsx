import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { DocumentHead } from './document-head';

function renderApp() {
  const root = createRootRoute({
    head: () => ({ meta: [{ title: 'Folio' }] }),
    component: () => (
      <>
        <DocumentHead />
        <Outlet />
      </>
    ),
  });
  const about = createRoute({
    getParentRoute: () => root,
    path: '/about',
    loader: () => ({ title: 'About · Folio' }),
    head: ({ loaderData }) => ({
      meta: [
        { title: loaderData?.title },
        { name: 'description', content: 'Who we are.' },
        { property: 'og:title', content: loaderData?.title },
      ],
    }),
    component: () => <h1>About us</h1>,
  });
  const plain = createRoute({ getParentRoute: () => root, path: '/plain', component: () => <h1>Plain</h1> });
  const router = createRouter({
    routeTree: root.addChildren([about, plain]),
    history: createMemoryHistory({ initialEntries: ['/plain'] }),
  });
  render(<RouterProvider router={router} />);
  // The app's router types its links; this little tree's addresses are not among them.
  return { go: (path: string) => act(() => router.history.push(path)) };
}

const metaContent = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('the document head', () => {
  it('follows the page: its title and share tags, then the parent’s title on a page without a head', async () => {
    const { go } = renderApp();
    await waitFor(() => expect(document.title).toBe('Folio'));

    await go('/about');
    await screen.findByRole('heading', { name: 'About us' });
    await waitFor(() => expect(document.title).toBe('About · Folio'));
    expect(metaContent('meta[name="description"]')).toBe('Who we are.');
    expect(metaContent('meta[property="og:title"]')).toBe('About · Folio');

    await go('/plain');
    await screen.findByRole('heading', { name: 'Plain' });
    await waitFor(() => expect(document.title).toBe('Folio'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
