import { describe, expect, it } from 'vitest';
import {
  analyticsIds,
  browserCookieJar,
  randomId,
  type AnalyticsCookieJar,
  type CookieWrite,
  type IdsOptions,
} from './analytics-cookies';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

function memoryJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; options: CookieWrite }> = [];
  const jar: AnalyticsCookieJar = {
    get: (name) => values.get(name) ?? null,
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
  };
  return { jar, writes };
}

let counter = 0;
const options = (cookies: AnalyticsCookieJar, extra: Partial<IdsOptions> = {}): IdsOptions => ({
  cookies,
  visitorCookie: 'folio_vid',
  sessionCookie: 'folio_sid',
  now: NOW,
  secure: true,
  newId: () => String(++counter).padStart(32, '0'),
  ...extra,
});

describe('analyticsIds', () => {
  it('creates a visitor id for 2 years and a session id for 24 hours, Lax, on the whole site', () => {
    const { jar, writes } = memoryJar();
    const ids = analyticsIds(options(jar));
    expect(writes).toEqual([
      {
        name: 'folio_vid',
        value: ids.visitorId,
        options: { path: '/', expires: new Date(NOW + 730 * DAY), samesite: 'Lax', secure: true },
      },
      {
        name: 'folio_sid',
        value: ids.sessionId,
        options: { path: '/', expires: new Date(NOW + DAY), samesite: 'Lax', secure: true },
      },
    ]);
    expect(ids.visitorId).not.toBe(ids.sessionId);
  });

  it('keeps both ids and slides their expiry from the latest event', () => {
    const { jar, writes } = memoryJar({ folio_vid: 'a'.repeat(32), folio_sid: 'b'.repeat(32) });
    const later = NOW + 20 * 60 * 60 * 1000;
    expect(analyticsIds(options(jar, { now: later }))).toEqual({
      visitorId: 'a'.repeat(32),
      sessionId: 'b'.repeat(32),
    });
    expect(writes.map((write) => write.options.expires)).toEqual([new Date(later + 730 * DAY), new Date(later + DAY)]);
  });

  it('uses the configured visitor cookie name, and no Secure flag on plain http', () => {
    const { jar, writes } = memoryJar({ shop_vid: 'c'.repeat(32) });
    expect(analyticsIds(options(jar, { visitorCookie: 'shop_vid', secure: false })).visitorId).toBe('c'.repeat(32));
    expect(writes.map((write) => [write.name, write.options.secure])).toEqual([
      ['shop_vid', false],
      ['folio_sid', false],
    ]);
  });

  it('replaces a value that is not one of its ids', () => {
    const { jar } = memoryJar({ folio_vid: '<script>', folio_sid: '' });
    const ids = analyticsIds(options(jar));
    expect(ids.visitorId).toMatch(/^\d{32}$/);
    expect(ids.sessionId).toMatch(/^\d{32}$/);
  });

  it('still gives ids when the browser refuses cookies', () => {
    const refusing: AnalyticsCookieJar = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('SecurityError');
      },
    };
    expect(analyticsIds(options(refusing)).visitorId).toMatch(/^\d{32}$/);
  });

  it("writes real cookies through the browser's jar and reads them back on the next event", () => {
    // The browser's jar drops a cookie whose expiry is past by its own clock: these are written now.
    const first = analyticsIds(options(browserCookieJar, { newId: randomId, now: Date.now() }));
    expect(document.cookie).toContain(`folio_vid=${first.visitorId}`);
    expect(document.cookie).toContain(`folio_sid=${first.sessionId}`);
    expect(analyticsIds(options(browserCookieJar, { newId: randomId, now: Date.now() }))).toEqual(first);
  });
});

describe('randomId', () => {
  it('is 128 random bits as hex', () => {
    expect(randomId((bytes) => bytes.fill(255))).toBe('f'.repeat(32));
    const ids = new Set(Array.from({ length: 100 }, () => randomId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
