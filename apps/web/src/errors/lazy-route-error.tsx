import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazyModule } from '../lazy-module';

/*
 * The router's error and not-found screens load on first use, and the shell fetches them as soon
 * as the browser is idle after the first page, so from then on they draw at once, even offline or
 * after a deploy has replaced the files. Until then a page that fails shows its frame for the
 * moment one small chunk takes. In the entry they were about a kilobyte of brotli.
 */
const screens = lazyModule(() => import('./route-error'));

export const preloadErrorScreens = screens.preload;

export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const loaded = screens.useModule();
  return loaded ? <loaded.RouteError error={error} /> : null;
}

export function RouteNotFound() {
  const loaded = screens.useModule();
  return loaded ? <loaded.RouteNotFound /> : null;
}
