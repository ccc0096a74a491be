import type { FakeHttp } from '@folio/catalog-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpClient } from '../http';
import { createAppRouter } from '../router';
import { createSession } from '../session';

/**
 * The whole app on a memory history at `path`, with the real route tree, answering API calls from
 * `api` (the catalog's fake http client): calls it has no answer for fail the way a broken server
 * would, so a screen's error state shows instead of a hang.
 */
export async function renderAppWithApi(path: string, api: FakeHttp) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unsupported = (method: string) => (target: string) =>
    Promise.reject(new Error(`no ${method} ${target} is expected`));
  const http = {
    request: vi.fn(unsupported('request')),
    get: vi.fn(api.get),
    post: vi.fn(api.post),
    put: vi.fn(api.put),
    patch: vi.fn(unsupported('PATCH')),
    delete: vi.fn(api.delete),
    refreshCsrfToken: vi.fn(() => Promise.resolve()),
  } as unknown as HttpClient;
  const session = createSession({ queryClient });
  const router = createAppRouter({
    context: { queryClient, http, session },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, http, user };
}
