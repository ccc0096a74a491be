import { randomUUID } from 'node:crypto';
import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from './event.table.js';
import { eventFixtures } from './testing/event-fixtures.js';
import { createEventsTestApp } from './testing/events-test-app.js';

let t: CatalogTestApp;
let event: string;

beforeAll(async () => {
  t = await createEventsTestApp();
  event = await eventFixtures(t.database.db).event('Signing & Sipping', { slug: 'signing-and-sipping' });
}, 60_000);
afterAll(() => t.close());

/** The cover address the events API gives for the test event. */
async function coverUrl(): Promise<string> {
  const { body } = await t.get('/api/catalog/events/signing-and-sipping');
  return (body as { data: { cover_url: string } }).data.cover_url;
}

describe('generated event covers', () => {
  it('serves an event cover as immutable SVG at the address the event gives, with escaped text, the same every time', async () => {
    const path = await coverUrl();
    expect(path).toMatch(new RegExp(`^/api/catalog/covers/events/${event}\\.svg\\?v=[\\w-]+$`));
    const { status, body, response } = await t.get(path);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).not.toMatch(/<script|href=|xlink|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(body).toContain('Signing &amp;');
    expect((await t.get(path)).body).toBe(body);
  });

  it('gives a renamed event a new cover address, and never lets an old one be cached for good', async () => {
    const before = await coverUrl();
    await t.database.db.update(events).set({ title: 'Signing & Sipping, Renamed' }).where(eq(events.id, event));
    const after = await coverUrl();
    expect(after).not.toBe(before);

    const fresh = await t.get(after);
    expect(fresh.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fresh.body).toContain('Renamed');
    for (const stale of [before, `/api/catalog/covers/events/${event}.svg`]) {
      const old = await t.get(stale);
      expect(old.response.headers.get('cache-control'), stale).toBe('no-cache');
      expect(old.body).toBe(fresh.body);
    }
    const etag = fresh.response.headers.get('etag') ?? '';
    const revalidated = await t.app.request(`/api/catalog/covers/events/${event}.svg`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers JSON 404s for unknown ids and malformed file names', async () => {
    for (const path of [
      `/api/catalog/covers/events/${randomUUID()}.svg`,
      '/api/catalog/covers/events/not-a-uuid.svg',
      `/api/catalog/covers/events/${event}.png`,
    ]) {
      const { status, body } = await t.get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'Event not found.', code: 'not_found' });
    }
  });
});
