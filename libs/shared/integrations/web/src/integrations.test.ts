import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageView } from './analytics-tag/google-tag';
import { noBotChallenge } from './bot-challenge/bot-challenge';
import type { ChatUser } from './chat/support-chat';
import { startIntegrations, type IntegrationHost, type IntegrationSettings } from './integrations';
import { noSearchInsights } from './search-insights/search-insights';

const off: IntegrationSettings = {
  chat: null,
  botChallenge: null,
  analyticsTag: null,
  searchInsights: null,
  build: null,
};

type Win = Window & { Intercom?: (command: string, args?: unknown) => void; dataLayer?: unknown[]; gtag?: unknown };

/** The app around the integrations: a page, navigations and a reader the test drives. */
function fakeHost() {
  const navigated = new Set<(page: PageView) => void>();
  const users = new Set<(user: ChatUser | null) => void>();
  const blocked: string[] = [];
  const host: IntegrationHost = {
    currentPage: () => ({ href: 'https://folio.example/', path: '/', title: 'Folio' }),
    onNavigated: (listener) => (navigated.add(listener), () => navigated.delete(listener)),
    watchUser: (listener) => (users.add(listener), () => users.delete(listener)),
    history: { block: ({ blockerFn }) => (blocked.push('blocker'), void blockerFn, () => undefined) },
  };
  return {
    host,
    navigate: (page: PageView) => navigated.forEach((listener) => listener(page)),
    signIn: (user: ChatUser | null) => users.forEach((listener) => listener(user)),
    listeners: () => navigated.size + users.size,
    blocked,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete (window as Win).Intercom;
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('startIntegrations', () => {
  it('with nothing configured adds no script, sets no vendor global, listens to nothing and sends nothing', async () => {
    const app = fakeHost();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const running = await startIntegrations(off, app.host);
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as Win).Intercom).toBeUndefined();
    expect((window as Win).dataLayer).toBeUndefined();
    expect(app.listeners()).toBe(0);
    expect(running.botChallenge).toBe(noBotChallenge);
    expect(running.searchInsights).toBe(noSearchInsights);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('tells the chat of sign-ins and navigations, and the tag of the first page and each navigation', async () => {
    const app = fakeHost();
    const calls: Array<[string, unknown]> = [];
    (window as Win).Intercom = (command, args) => void calls.push([command, args]);
    const running = await startIntegrations(
      {
        ...off,
        chat: { appId: 'abc123xy', widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.intercom.io' },
        analyticsTag: { measurementId: 'G-ABC123XYZ9', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
      },
      app.host,
    );
    app.signIn({ id: 'u-1', first_name: 'Ada', email: 'ada@example.com' });
    expect(calls.at(-1)).toEqual([
      'update',
      expect.objectContaining({ user_id: 'u-1', name: 'Ada', email: 'ada@example.com' }),
    ]);
    app.navigate({ href: 'https://folio.example/events', path: '/events', title: 'Events · Folio' });
    expect(calls.at(-1)).toEqual(['update', { hide_default_launcher: true }]);
    const views = ((window as Win).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[1] === 'page_view');
    expect(views.map((args) => (args[2] as { page_path: string }).page_path)).toEqual(['/', '/events']);
    running.stop();
    expect(app.listeners()).toBe(0);
  });

  it('reloads onto a newer build at the next navigation once the hourly check sees one', async () => {
    const app = fakeHost();
    const latestBuild = vi.fn(async () => ({ id: 'build-b' }));
    const running = await startIntegrations({ ...off, build: { id: 'build-a' } }, { ...app.host, latestBuild });
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(app.blocked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(latestBuild).toHaveBeenCalledTimes(1);
    expect(app.blocked).toEqual(['blocker']);
    running.stop();
  });
});
