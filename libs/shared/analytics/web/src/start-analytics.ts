import { PAGE_CHANGE_ACTION } from '@folio/analytics-contract';
import { createAnalyticsClient, type AnalyticsClient, type AnalyticsOptions } from './analytics-client';
import { trackPageChanges, type PageChangeOptions, type SubscribeToNavigation } from './page-changes';
import { drainQueue, track } from './queue';

export interface StartAnalyticsOptions extends AnalyticsOptions {
  /** The router's navigations; without it no page-change events are sent. */
  subscribeToNavigation?: SubscribeToNavigation;
  pageChanges?: PageChangeOptions;
}

export interface RunningAnalytics {
  client: AnalyticsClient;
  /** Detaches the queue (calls wait again) and stops the page-change events. */
  stop(): void;
}

/**
 * Starts analytics: the client, the queue's calls drained into it in order (`track` of
 * `@folio/analytics/queue`, from features that ran before this), and the page-change event after
 * each route change. With no host or source, or for a bot, calls are taken and dropped: nothing
 * is sent and no cookie is written.
 */
export function startAnalytics({
  subscribeToNavigation,
  pageChanges,
  ...options
}: StartAnalyticsOptions): RunningAnalytics {
  const client = createAnalyticsClient(options);
  const detach = drainQueue((call) => void client.record(call));
  const stopPages =
    client.enabled && subscribeToNavigation
      ? trackPageChanges(subscribeToNavigation, () => track(PAGE_CHANGE_ACTION), pageChanges)
      : () => undefined;
  return {
    client,
    stop() {
      stopPages();
      detach();
    },
  };
}
