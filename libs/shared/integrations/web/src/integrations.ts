import type { AnalyticsTag, GoogleTagSettings, PageView } from './analytics-tag/google-tag';
import { noBotChallenge, type BotChallenge } from './bot-challenge/bot-challenge';
import type { TurnstileSettings } from './bot-challenge/turnstile-challenge';
import type { NavigationBlockerHost, LatestBuild } from './build/build-check';
import type { IntercomSettings } from './chat/intercom-chat';
import type { ChatUser, SupportChat } from './chat/support-chat';
import type { AlgoliaInsightsSettings } from './search-insights/algolia-insights';
import { noSearchInsights, type SearchInsights } from './search-insights/search-insights';

/** Each service's settings, or null for one that is not configured (it then loads and sends nothing). */
export interface IntegrationSettings {
  chat: IntercomSettings | null;
  botChallenge: TurnstileSettings | null;
  analyticsTag: GoogleTagSettings | null;
  searchInsights: AlgoliaInsightsSettings | null;
  /** This page's build; null: no build check (a development server). */
  build: { id: string } | null;
}

/** What the integrations need of the app around them. */
export interface IntegrationHost {
  /** The page drawn now. */
  currentPage(): PageView;
  /** Calls back after each client-side navigation has drawn its page. Returns `unsubscribe`. */
  onNavigated(listener: (page: PageView) => void): () => void;
  /** Calls back with the signed-in reader at once if known, then at each sign-in and sign-out. */
  watchUser(listener: (user: ChatUser | null) => void): () => void;
  /** The router's history, for the reload onto a newer build. */
  history: NavigationBlockerHost;
  /** `builds/latest.json`; tests pass a stand-in. */
  latestBuild?: () => Promise<LatestBuild>;
}

/** What forms and pages use (through the router context, see `@folio/integrations/router`). */
export interface Integrations {
  botChallenge: BotChallenge;
  searchInsights: SearchInsights;
}

export interface RunningIntegrations extends Integrations {
  stop(): void;
}

/**
 * Starts the configured services and nothing else: each adapter's code is fetched only when its
 * service is configured, and each vendor's script only when it is needed (chat and tag at once,
 * the bot challenge at the first form that asks for a token). The chat hears of every sign-in,
 * sign-out and navigation; the tag reports a page view for the first page and each navigation;
 * the build check reloads onto a newer build at the next navigation.
 */
export async function startIntegrations(
  settings: IntegrationSettings,
  host: IntegrationHost,
): Promise<RunningIntegrations> {
  const [chat, tag, botChallenge, searchInsights, build] = await Promise.all([
    settings.chat ? import('./chat/intercom-chat').then((m) => m.startIntercomChat(settings.chat!)) : undefined,
    settings.analyticsTag
      ? import('./analytics-tag/google-tag').then((m) => m.startGoogleTag(settings.analyticsTag!))
      : undefined,
    settings.botChallenge
      ? import('./bot-challenge/turnstile-challenge').then((m) => m.turnstileChallenge(settings.botChallenge!))
      : noBotChallenge,
    settings.searchInsights
      ? import('./search-insights/algolia-insights').then((m) => m.algoliaInsights(settings.searchInsights!))
      : noSearchInsights,
    settings.build ? import('./build/build-check') : undefined,
  ]);
  const stops: Array<() => void> = [];
  if (chat)
    stops.push(
      () => chat.stop(),
      host.watchUser((user) => chat.userChanged(user)),
    );
  tag?.pageView(host.currentPage());
  if (chat || tag) stops.push(host.onNavigated(navigated(chat, tag)));
  if (build && settings.build) {
    const { id } = settings.build;
    stops.push(
      build.watchForNewBuild({
        currentId: id,
        latest: host.latestBuild,
        onNewBuild: () => stops.push(build.reloadOnNextNavigation(host.history)),
      }),
    );
  }
  return {
    botChallenge,
    searchInsights,
    stop: () => stops.splice(0).forEach((stop) => stop()),
  };
}

const navigated = (chat: SupportChat | undefined, tag: AnalyticsTag | undefined) => (page: PageView) => {
  chat?.routeChanged();
  tag?.pageView(page);
};
