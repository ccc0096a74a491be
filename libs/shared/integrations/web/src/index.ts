// Public API of @folio/integrations: the browser side of the third-party services. Each adapter
// is fetched by `startIntegrations` only when its service is configured; the vendors' scripts only
// when they are needed.
export {
  startIntegrations,
  type IntegrationHost,
  type Integrations,
  type IntegrationSettings,
  type RunningIntegrations,
} from './integrations';
export { noSupportChat, type ChatUser, type SupportChat } from './chat/support-chat';
export {
  startIntercomChat,
  HIDE_AGAIN_AFTER_MS,
  UPDATE_AFTER_ROUTE_CHANGE_MS,
  type IntercomSettings,
} from './chat/intercom-chat';
export { noBotChallenge, type BotChallenge } from './bot-challenge/bot-challenge';
export { turnstileChallenge, TOKEN_TIMEOUT_MS, type TurnstileSettings } from './bot-challenge/turnstile-challenge';
export {
  startGoogleTag,
  noAnalyticsTag,
  type AnalyticsTag,
  type GoogleTagSettings,
  type PageView,
} from './analytics-tag/google-tag';
export { noSearchInsights, type SearchInsights, type SearchResultRef } from './search-insights/search-insights';
export { algoliaInsights, MAX_OBJECT_IDS, type AlgoliaInsightsSettings } from './search-insights/algolia-insights';
export {
  BUILD_CHECK_EVERY_MS,
  fetchLatestBuild,
  reloadOnNextNavigation,
  watchForNewBuild,
  type LatestBuild,
  type NavigationBlockerHost,
} from './build/build-check';
