import type { AnalyticsEvent } from '@folio/analytics-contract';
import { PUBLIC_CONFIG_OFF } from '@folio/http-contract';
import { createApiServer } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedCountryCode, GEOLOCATION_CACHE_KEY, startShellAnalytics, type AnalyticsRouter } from './after-idle';

const received: Array<{ url: URL; event: AnalyticsEvent }> = [];
// The embedded ingestion endpoint, faked at the network level.
createApiServer([
  http.post('*/v0/events', async ({ request }) => {
    received.push({ url: new URL(request.url), event: (await request.json()) as AnalyticsEvent });
    return HttpResponse.json({ successful_rows: 1, quarantined_rows: 0 }, { status: 202 });
  }),
]);

// Static imports of the analytics package would pull it into the shell's graph (lint forbids it).
const track = async (...args: Parameters<typeof import('@folio/analytics/queue').track>) =>
  (await import('@folio/analytics/queue')).track(...args);

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  received.length = 0;
  localStorage.clear();
});

function fakeRouter() {
  const listeners = new Set<(event: { toLocation: { pathname: string } }) => void>();
  const router: AnalyticsRouter = {
    subscribe: (_event, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const resolve = (pathname: string) => {
    history.pushState(null, '', pathname);
    for (const listener of listeners) listener({ toLocation: { pathname } });
  };
  return { router, resolve };
}

const analytics = { host: '', source: 'folio_events', token: 'write-only', visitorCookie: 'folio_vid' };

async function start(options: { config?: { analytics: typeof analytics | null }; queryClient?: QueryClient } = {}) {
  const { router, resolve } = fakeRouter();
  const stop = await startShellAnalytics({
    router,
    queryClient: () => options.queryClient,
    config: { ...PUBLIC_CONFIG_OFF, ...(options.config ?? { analytics }) },
  });
  if (stop) stops.push(stop);
  return { resolve, stop };
}

describe('the shell’s analytics', () => {
  it('sends what the page tracked to the embedded endpoint on this origin, with the signed-in user and cached country', async () => {
    localStorage.setItem(GEOLOCATION_CACHE_KEY, JSON.stringify({ country_code: 'CA', source: 'ip', timestamp: 1 }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], { id: 'user-42', first_name: 'Ada' });
    await track('order_form_view', { scope: 'form-1', orderFormId: 'form-1', sellerId: 'seller-1' });
    await start({ queryClient });

    await vi.waitFor(() => expect(received).toHaveLength(1));
    const [{ url, event }] = received as [(typeof received)[number]];
    expect(url.origin).toBe(location.origin);
    expect(url.pathname).toBe('/v0/events');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'folio_events', token: 'write-only' });
    expect(event).toMatchObject({
      action: 'order_form_view',
      user_id: 'user-42',
      country_code: 'CA',
      seller_id: 'seller-1',
    });
    expect(document.cookie).toContain(`folio_vid=${event.user_uid}`);
  });

  it('sends a page change after a route change, none for the first load', async () => {
    const { resolve } = await start();
    resolve(location.pathname);
    await new Promise((wait) => setTimeout(wait, 250));
    expect(received).toHaveLength(0);
    resolve('/events');
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.event).toMatchObject({ action: 'page_change', pathname: '/events', user_id: null });
  });

  it('loads nothing and sends nothing when analytics is off', async () => {
    const { stop } = await start({ config: { analytics: null } });
    await track('order_form_view', { scope: 'form-1' });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(stop).toBeUndefined();
    expect(received).toHaveLength(0);
  });
});

describe('cachedCountryCode', () => {
  it('reads the geolocation cache defensively', () => {
    const storage = (value: string | null) => () => ({ getItem: () => value });
    expect(cachedCountryCode(storage('{"country_code":"GB"}'))).toBe('GB');
    expect(cachedCountryCode(storage(null))).toBeNull();
    expect(cachedCountryCode(storage('{not json'))).toBeNull();
    expect(cachedCountryCode(storage('{"country_code":42}'))).toBeNull();
    expect(cachedCountryCode(storage('"US"'))).toBeNull();
    expect(
      cachedCountryCode(() => {
        throw new Error('SecurityError');
      }),
    ).toBeNull();
  });
});
