import { userKeys } from '@folio/auth';
import type { User } from '@folio/auth-contract';
import type { PublicConfig } from '@folio/http-contract';
import {
  startIntegrations,
  type IntegrationHost,
  type IntegrationSettings,
  type RunningIntegrations,
} from '@folio/integrations';
import type { LazyQueryClient } from './queries';
import { readPublicConfig } from './public-config';
import type { AppRouter } from './router';

/** The services' settings from the page's public config: null for each one the server has not configured. */
export const integrationSettingsOf = (config: PublicConfig): IntegrationSettings => ({
  chat: config.chat,
  botChallenge: config.botChallenge,
  analyticsTag: config.analyticsTag,
  searchInsights: config.searchInsights,
  build: config.build,
});

const pageOf = (router: AppRouter) => ({
  href: window.location.href,
  path: router.state.location.pathname,
  title: document.title,
});

/** The app as the integrations see it: its pages, its navigations, its reader and its history. */
export function integrationHost(router: AppRouter, queries: Pick<LazyQueryClient, 'load'>): IntegrationHost {
  return {
    currentPage: () => pageOf(router),
    // After the new page has drawn (its title set), for navigations to another path only.
    onNavigated: (listener) =>
      router.subscribe('onRendered', (event) => {
        if (event.fromLocation && event.pathChanged) listener(pageOf(router));
      }),
    // The reader is whatever the session's user query holds: sign-in, sign-out and a 401 all go through it.
    watchUser(listener) {
      let stop = () => undefined as void;
      let stopped = false;
      void queries.load().then((client) => {
        if (stopped) return;
        const emit = () => {
          const user = client.getQueryData<User | null>(userKeys.current());
          if (user !== undefined)
            listener(user && { id: String(user.id), first_name: user.first_name, email: user.email });
        };
        emit();
        stop = client.getQueryCache().subscribe((event) => {
          if (event.type === 'updated' && event.query.queryKey[0] === userKeys.current()[0]) emit();
        });
      });
      return () => {
        stopped = true;
        stop();
      };
    },
    history: router.history,
  };
}

/**
 * Starts the configured third-party services (loaded after the first paint, never with a page)
 * and puts what forms and pages use into the router context (`useBotChallenge`,
 * `useSearchInsights` of `@folio/integrations/router`).
 */
export async function wireIntegrations(
  router: AppRouter,
  queries: Pick<LazyQueryClient, 'load'>,
  config: PublicConfig = readPublicConfig(),
): Promise<RunningIntegrations> {
  const integrations = await startIntegrations(integrationSettingsOf(config), integrationHost(router, queries));
  router.update({ ...router.options, context: { ...router.options.context, integrations } });
  return integrations;
}
