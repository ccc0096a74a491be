// Public API of @folio/analytics: the browser's analytics client (spec sections 2, 3, 5, 7 and 9).
// Features call `track` from `@folio/analytics/queue` (a few hundred bytes); the app's shell loads
// this entry lazily and calls `startAnalytics`.
export { startAnalytics, type RunningAnalytics, type StartAnalyticsOptions } from './start-analytics';
export {
  createAnalyticsClient,
  type AnalyticsClient,
  type AnalyticsLogger,
  type AnalyticsOptions,
} from './analytics-client';
export { buildAnalyticsEvent, type EventParts } from './analytics-event';
export {
  analyticsIds,
  browserCookieJar,
  randomId,
  DEFAULT_SESSION_COOKIE,
  DEFAULT_VISITOR_COOKIE,
  SESSION_COOKIE_MS,
  VISITOR_COOKIE_MS,
  type AnalyticsCookieJar,
  type AnalyticsIds,
  type CookieWrite,
} from './analytics-cookies';
export { isBot, BOT_FALLBACK_PATTERN } from './is-bot';
export {
  trackPageChanges,
  PAGE_CHANGE_DELAY_MS,
  type PageChangeOptions,
  type SubscribeToNavigation,
} from './page-changes';
export { track, drainQueue, type TrackedCall, type TrackSink } from './queue';
