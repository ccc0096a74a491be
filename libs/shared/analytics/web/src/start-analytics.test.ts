import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@folio/analytics-contract';
import { startAnalytics, type StartAnalyticsOptions } from './start-analytics';
import { captureTracked } from './testing';
import { track } from './queue';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HOST = 'https://events.analytics.test';

// The hosted events API, faked at the network level.
const events: AnalyticsEvent[] = [];
const server = setupServer(
  http.post(`${HOST}/v0/events`, async ({ request }) => {
    events.push((await request.json()) as AnalyticsEvent);
    return HttpResponse.json({ successful_rows: 1, quarantined_rows: 0 }, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  events.length = 0;
  vi.useRealTimers();
});

function start(options: Partial<StartAnalyticsOptions> = {}) {
  const running = startAnalytics({ host: HOST, source: 'folio_events', token: 't', userAgent: CHROME, ...options });
  stops.push(running.stop);
  return running;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startAnalytics', () => {
  it('sends what features tracked before it started, in order, with the time and page of each call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 0, 0));
    track('order_form_view', { scope: 'form-1', orderFormId: 'form-1' });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 0, 5));
    track('add_to_cart', { scope: 'form-1', orderFormId: 'form-1' }, { product_id: 'p-1' });
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9, 1, 0));
    start();
    track('checkout_start', { scope: 'form-1', orderFormId: 'form-1' });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events.map((event) => [event.action, event.timestamp])).toEqual([
      ['order_form_view', '2026-01-01T09:00:00.000Z'],
      ['add_to_cart', '2026-01-01T09:00:05.000Z'],
      ['checkout_start', '2026-01-01T09:01:00.000Z'],
    ]);
  });

  it('sends a page change 150 ms after a navigation, not for the first load', async () => {
    const listeners = new Set<(pathname: string) => void>();
    const subscribeToNavigation = (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    start({ subscribeToNavigation, pageChanges: { initialPath: '/' } });
    for (const listener of listeners) listener('/');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toHaveLength(0);
    history.pushState(null, '', '/events');
    for (const listener of listeners) listener('/events');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ action: 'page_change', pathname: '/events', target_type: null });
  });

  it('drops what features track when analytics is off, and lets the next start begin clean', async () => {
    start({ host: '' });
    track('order_form_view', { scope: 'form-1' });
    await settle();
    expect(events).toHaveLength(0);
    for (const stop of stops.splice(0)) stop();
    const captured = captureTracked();
    track('add_to_cart', { scope: 'form-1' });
    captured.stop();
    expect(captured.calls.map((call) => call.action)).toEqual(['add_to_cart']);
  });
});

describe('captureTracked', () => {
  it('sees the calls made while it captures, not those waiting before it nor after it stopped', () => {
    track('stale_call');
    const captured = captureTracked();
    track('order_form_view', { scope: 'form-1' }, { n: 1 });
    captured.stop();
    track('after_stop');
    expect(captured.calls.map((call) => [call.action, call.fields])).toEqual([['order_form_view', { n: 1 }]]);
  });
});
