import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadErrorScreens } from '../errors/lazy-route-error';
import { createAppHttpClient } from '../http';
import { createLazyQueryClient, QueryClientHost } from '../queries';
import { createAppRouter, followAuthRedirect } from '../router';
import { createSession } from '../session';
import { preloadFooter } from '../shell/page-shell';

/**
 * The whole app on a memory history at `path`, composed like `main.tsx`: the real route tree, the
 * shell's session and its http client (the real `@folio/http` client, whose 401 clears the session
 * and opens the sign-in page and whose unverified-e-mail 409 opens e-mail verification). API answers
 * come from the test file's msw server (`createApiServer` of `@folio/testing`, with the domains'
 * `./testing` handlers); a request nothing answers fails like a broken server would.
 */
export async function renderApp(path: string, { queryClientArrives }: { queryClientArrives?: Promise<unknown> } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Like main.tsx, the client loads on first need: here it is the test's own, there at once unless
  // the test holds it back (`queryClientArrives`, a slow chunk).
  const queries = createLazyQueryClient(async () => {
    await queryClientArrives;
    return queryClient;
  });
  const session = createSession({ queries });
  // Like main.tsx: the client's rules navigate later, on a response, once the router exists.
  const http = createAppHttpClient({ session, navigate: (to) => followAuthRedirect(router, to) });
  const router = createAppRouter({
    context: { queries, http, session },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Like main.tsx once the browser is idle: the footer and the error screens are at hand.
  await Promise.all([preloadFooter(), preloadErrorScreens()]);
  // Like main.tsx, the client is on its way from the start (there it loads when the browser is idle,
  // or with the first page that needs it); a test holding it back says when it arrives.
  if (!queryClientArrives) await queries.load();
  await router.load();
  const user = userEvent.setup();
  // In an awaited act: a part that suspends in the first render (a page's lazy part, drawn without
  // the query client) must resolve inside the act that saw it suspend. After a synchronous act React 19
  // warns and never retries it, so the page stayed on its placeholder in whichever test was not first.
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <QueryClientHost queries={queries}>
        <RouterProvider router={router} />
      </QueryClientHost>,
    );
  });
  return { ...view, router, queryClient, session, http, user };
}
