import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppHttpClient } from '../http';
import { createAppRouter, followAuthRedirect } from '../router';
import { createSession } from '../session';

/**
 * The whole app on a memory history at `path`, composed like `main.tsx`: the real route tree, the
 * shell's session and its http client (the real `@folio/http` client, whose 401 clears the session
 * and opens the sign-in page and whose unverified-e-mail 409 opens e-mail verification). API answers
 * come from the test file's msw server (`createApiServer` of `@folio/testing`, with the domains'
 * `./testing` handlers); a request nothing answers fails like a broken server would.
 */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSession({ queryClient });
  // Like main.tsx: the client's rules navigate later, on a response, once the router exists.
  const http = createAppHttpClient({ session, navigate: (to) => followAuthRedirect(router, to) });
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
  return { ...view, router, queryClient, session, http, user };
}
