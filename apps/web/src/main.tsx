import '@folio/ui-kit/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForChunkFailures } from './errors/app-chunk-reload';
import { preloadErrorScreens } from './errors/lazy-route-error';
import { reportCaughtError } from './errors/report-error';
import { userAgent } from './errors/chunk-load-failure';
import { isBot } from './errors/is-bot';
import { createAppHttpClient } from './http';
import { createLazyQueryClient, QueryClientHost } from './queries';
import { browserConnection, watchPreloadPolicy } from './prefetch-policy';
import { focusAfterNavigation } from './focus-after-navigation';
import { createAppRouter, followAuthRedirect } from './router';
import { createSession } from './session';

const queries = createLazyQueryClient();
const session = createSession({ queries });
const http = createAppHttpClient({
  session,
  // The router does not exist yet when the client is made; this runs later, on a response.
  navigate: (path) => followAuthRedirect(router, path),
});
const router = createAppRouter({ context: { queries, http, session } });
focusAfterNavigation(router);

watchPreloadPolicy(browserConnection(navigator), (defaultPreload) =>
  router.update({ ...router.options, defaultPreload }),
);
listenForChunkFailures(window, {
  isNavigating: () => router.state.status === 'pending',
  currentPath: () => router.latestLocation.pathname,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const bot = isBot(userAgent());
createRoot(container, { onCaughtError: (error) => reportCaughtError(error, { bot }) }).render(
  <StrictMode>
    <QueryClientHost queries={queries}>
      <RouterProvider router={router} />
    </QueryClientHost>
  </StrictMode>,
);

// Fetch the http and query clients while the browser is idle, so the first API call does not wait for them,
// and the error screens, so a later failure draws its screen at once.
const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1_000));
whenIdle(() => {
  http.preload().catch(() => undefined);
  queries.load().catch(() => undefined);
  preloadErrorScreens().catch(() => undefined);
  // From then on, a page's chunks are fetched all at once when a link to it is about to be followed,
  // and analytics runs. Only needed from here on, so it loads here, not with the first page.
  import('./after-idle').then(({ afterIdle }) => afterIdle(router, queries)).catch(() => undefined);
});
