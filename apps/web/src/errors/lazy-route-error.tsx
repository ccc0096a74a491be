import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazyModule } from '../lazy-module';
import { ChunkLoadFailure, userAgent } from './chunk-load-failure';
import { isChunkLoadError } from './chunk-reload';
import { isBot } from './is-bot';

/*
 * The router's status screens (404, 403, the API's errors) load on first use, and the shell
 * fetches them as soon as the browser is idle after the first page, so from then on they draw at
 * once. Until then a page that fails shows its frame for the moment one small chunk takes. A code
 * chunk that cannot load (offline, or a deploy replaced the files) is answered from the entry
 * instead, since the screens' own chunk would fail the same way: the page reloads once, then
 * shows the generic screen (spec section 8).
 */
const screens = lazyModule(() => import('./route-error'));

export const preloadErrorScreens = screens.preload;

export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const loaded = screens.useModule();
  // Bots and crawlers get no error page; the error is logged by the app root's error reporting.
  if (isBot(userAgent())) return null;
  if (isChunkLoadError(error) || loaded === null) return <ChunkLoadFailure />;
  return loaded ? <loaded.RouteError error={error} /> : null;
}

export function RouteNotFound() {
  const loaded = screens.useModule();
  if (loaded === null) return isBot(userAgent()) ? null : <ChunkLoadFailure />;
  return loaded ? <loaded.RouteNotFound /> : null;
}
