import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { HttpClient } from '../http';
import { createAppRouter } from '../router';

/** The whole app on a memory history at `path`, with the real route tree. */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unexpected = () => Promise.reject(new Error('no API call is expected in this test'));
  const http = {
    request: vi.fn(unexpected),
    get: vi.fn(unexpected),
    post: vi.fn(unexpected),
    put: vi.fn(unexpected),
    patch: vi.fn(unexpected),
    delete: vi.fn(unexpected),
    refreshCsrfToken: vi.fn(unexpected),
  } satisfies HttpClient;
  const session = { clear: vi.fn() };
  const router = createAppRouter({
    context: { queryClient, http, session },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, session, http };
}
