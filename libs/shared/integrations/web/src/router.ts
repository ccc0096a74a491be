import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { noBotChallenge, type BotChallenge } from './bot-challenge/bot-challenge';
import type { Integrations } from './integrations';
import { noSearchInsights, type SearchInsights } from './search-insights/search-insights';

/**
 * What the shell puts in its router context once the integrations have started (after the first
 * paint): `integrations`. Until then, and in an app without them, forms get no token and the
 * search page tells no one.
 */
export interface IntegrationsRouterContext {
  integrations?: Integrations;
}

/** The integrations in the router context at the moment of the call (they arrive after the first paint). */
function useCurrent(): () => Integrations | undefined {
  const router = useRouter();
  return () => (router.options.context as IntegrationsRouterContext | undefined)?.integrations;
}

/** Bot protection for a form: `token(action)` before it submits (undefined when none is configured). */
export function useBotChallenge(): BotChallenge {
  const current = useCurrent();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one stable object; it reads the context when called
  return useMemo(() => ({ token: (action) => (current()?.botChallenge ?? noBotChallenge).token(action) }), []);
}

/** Search analytics for the search page: queries made and results opened. */
export function useSearchInsights(): SearchInsights {
  const current = useCurrent();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one stable object; it reads the context when called
  return useMemo(
    () => ({
      queryMade: (event) => (current()?.searchInsights ?? noSearchInsights).queryMade(event),
      resultClicked: (event) => (current()?.searchInsights ?? noSearchInsights).resultClicked(event),
    }),
    [],
  );
}
