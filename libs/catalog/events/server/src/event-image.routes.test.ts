import { randomUUID } from 'node:crypto';
import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFixtures } from './testing/event-fixtures.js';
import { createEventsTestApp } from './testing/events-test-app.js';

let t: CatalogTestApp;
let event: string;

beforeAll(async () => {
  t = await createEventsTestApp();
  event = await eventFixtures(t.database.db).event('Signing & Sipping');
}, 60_000);
afterAll(() => t.close());

describe('generated event covers', () => {
  it('serves an event cover as immutable SVG with escaped text, the same every time', async () => {
    const path = `/api/catalog/covers/events/${event}.svg`;
    const { status, body, response } = await t.get(path);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).not.toMatch(/<script|href=|xlink|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(body).toContain('Signing &amp;');
    expect((await t.get(path)).body).toBe(body);
  });

  it('answers JSON 404s for unknown ids and malformed file names', async () => {
    for (const path of [`/api/catalog/covers/events/${randomUUID()}.svg`, '/api/catalog/covers/events/not-a-uuid.svg', `/api/catalog/covers/events/${event}.png`]) {
      const { status, body } = await t.get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message: 'Event not found.', code: 'not_found' });
    }
  });
});
