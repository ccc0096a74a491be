import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntercomChat, type IntercomApi } from './intercom-chat';

const settings = { appId: 'abc123xy', widgetUrl: 'https://widget.intercom.io', apiBase: 'https://api-iam.intercom.io' };
const reader = { id: 'u-1', first_name: 'Ada', email: 'ada@example.com' };
const HIDDEN = { hide_default_launcher: true };

type Win = Window & { Intercom?: IntercomApi };
let calls: Array<[string, Record<string, unknown> | undefined]>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
  calls = [];
  // Intercom's in-page API, as its script leaves it: a function that records what it was asked.
  (window as Win).Intercom = (command, args) => void calls.push([command, args]);
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as Win).Intercom;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('startIntercomChat', () => {
  it('boots with the launcher hidden at once, and hides it again after exactly 1000 ms', () => {
    const chat = startIntercomChat(settings);
    expect(calls).toEqual([['boot', { app_id: 'abc123xy', api_base: 'https://api-iam.intercom.io', ...HIDDEN }]]);
    vi.advanceTimersByTime(999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toEqual(['update', HIDDEN]);
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(2);
    chat.stop();
  });

  it('hides the launcher at once on a route change, and updates the messenger exactly 250 ms later', () => {
    const chat = startIntercomChat(settings);
    vi.advanceTimersByTime(1000);
    calls = [];
    chat.routeChanged();
    expect(calls).toEqual([['update', HIDDEN]]);
    vi.advanceTimersByTime(249);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toEqual([
      'update',
      { last_request_at: Math.floor(Date.parse('2026-06-01T10:00:01.250Z') / 1000) },
    ]);
    chat.stop();
  });

  it('updates each route change of a quick series 250 ms after it', () => {
    const chat = startIntercomChat(settings);
    vi.advanceTimersByTime(1000);
    calls = [];
    chat.routeChanged();
    vi.advanceTimersByTime(100);
    chat.routeChanged();
    vi.advanceTimersByTime(150);
    expect(calls.map(([, args]) => Object.keys(args ?? {})[0])).toEqual([
      'hide_default_launcher',
      'hide_default_launcher',
      'last_request_at',
    ]);
    vi.advanceTimersByTime(100);
    expect(calls.filter(([, args]) => args && 'last_request_at' in args)).toHaveLength(2);
    chat.stop();
  });

  it("updates the messenger with the reader's first name, e-mail and id at sign-in, once per reader", () => {
    const chat = startIntercomChat(settings);
    calls = [];
    chat.userChanged(reader);
    chat.userChanged(reader);
    expect(calls).toEqual([['update', { user_id: 'u-1', email: 'ada@example.com', name: 'Ada', ...HIDDEN }]]);
    chat.stop();
  });

  it("shuts the reader's messenger down at sign-out and boots it anonymous, launcher hidden", () => {
    const chat = startIntercomChat(settings);
    chat.userChanged(null);
    expect(calls.map(([command]) => command)).toEqual(['boot']);
    chat.userChanged(reader);
    calls = [];
    chat.userChanged(null);
    expect(calls).toEqual([
      ['shutdown', undefined],
      ['boot', { app_id: 'abc123xy', api_base: 'https://api-iam.intercom.io', ...HIDDEN }],
    ]);
    chat.stop();
  });

  it("adds Intercom's script for the workspace and queues calls until it runs, when the page has no Intercom yet", () => {
    delete (window as Win).Intercom;
    const chat = startIntercomChat(settings);
    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual(['https://widget.intercom.io/widget/abc123xy']);
    expect(((window as Win).Intercom as unknown as { q: unknown[][] }).q).toEqual([
      ['boot', { app_id: 'abc123xy', api_base: 'https://api-iam.intercom.io', ...HIDDEN }],
    ]);
    chat.stop();
  });

  it('stops its timers when stopped', () => {
    const chat = startIntercomChat(settings);
    chat.routeChanged();
    chat.stop();
    calls = [];
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
  });
});
