import {
  contentPaths,
  HomeResponse,
  type ContentBlockInput,
  type HomeEvent,
  type HomeFeed,
  type ReaderPlace,
} from '@folio/content-contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentCatalogPort } from './content-deps.js';
import { contentPages } from './content.table.js';
import { HOME_FEED_TTL_MS } from './content.service.js';
import { readerPlaceResolver } from './reader-place.js';
import { createContentTestApp, fakeCatalogPort } from './testing/content-test-app.js';

const event = (
  slug: string,
  country: string | null,
  city: string | null,
  day: number,
): HomeEvent & { city: string | null } => ({
  slug,
  title: slug,
  starts_at: `2026-12-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  timezone: 'UTC',
  place: city ?? 'Zoom',
  is_virtual: city === null,
  country_code: country,
  cover_url: `/covers/${slug}.svg`,
  authors: ['Ada Quill'],
  city,
});

// Soonest first, as the catalog lists them.
const EVENTS = [
  event('online-1', null, null, 1),
  event('chicago-1', 'US', 'Chicago', 2),
  event('london-1', 'GB', 'London', 3),
  event('leeds-1', 'GB', 'Leeds', 4),
  event('paris-1', 'FR', 'Paris', 5),
  event('london-2', 'GB', 'London', 6),
  event('berlin-1', 'DE', 'Berlin', 7),
  event('boston-1', 'US', 'Boston', 8),
];

const catalog: ContentCatalogPort = {
  ...fakeCatalogPort,
  upcomingEvents: async ({ country, city }, limit) =>
    EVENTS.filter((e) => (!country || e.country_code === country) && (!city || e.city === city))
      .slice(0, limit)
      .map(({ city: _city, ...rest }) => rest),
  featuredAuthors: async (limit) =>
    [{ slug: 'ada-quill', name: 'Ada Quill', avatar_url: '/a.svg', tagline: 'Author', upcoming_events_count: 3 }].slice(
      0,
      limit,
    ),
};

const giveaways = {
  open: async () => [
    {
      title: 'Signed first edition',
      prize: 'One signed copy',
      closes_at: '2026-12-01T00:00:00.000Z',
      author: { slug: 'ada-quill', name: 'Ada Quill', avatar_url: '/a.svg' },
    },
  ],
};

let t: Awaited<ReturnType<typeof createContentTestApp>>;
// The feed is kept for a while per place: the tests move this clock past that.
let clock = Date.parse('2026-11-20T12:00:00Z');
const afterTheFeedExpires = () => {
  clock += HOME_FEED_TTL_MS + 1;
};
beforeAll(async () => {
  // The place comes from a test header here, so each case says where its reader is.
  const place = async (c: { req: { header(name: string): string | undefined } }): Promise<ReaderPlace | null> => {
    const [country, city] = (c.req.header('x-test-place') ?? '').split('/');
    return country ? { country_code: country, city: city || null } : null;
  };
  t = await createContentTestApp({ deps: { catalog, giveaways, place, now: () => new Date(clock) } });
}, 30_000);
afterAll(() => t.database.destroy());

async function home(headers: Record<string, string> = {}): Promise<HomeFeed> {
  const { status, body, response } = await t.get(contentPaths.home(), headers);
  expect(status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  return v.parse(HomeResponse, body).data;
}

describe('the home feed', () => {
  it('lists events in the reader’s city first, then the rest of their country, then elsewhere, six at most', async () => {
    const feed = await home({ 'x-test-place': 'GB/Leeds' });
    expect(feed.near).toEqual({ country_code: 'GB', city: 'Leeds' });
    expect(feed.events.map((e) => e.slug)).toEqual([
      'leeds-1',
      'london-1',
      'london-2',
      'online-1',
      'chicago-1',
      'paris-1',
    ]);
    expect(feed.near_count).toBe(3);
  });

  it('lists events everywhere, soonest first, when the reader’s place is unknown', async () => {
    const feed = await home();
    expect(feed.near).toBeNull();
    expect(feed.near_count).toBe(0);
    expect(feed.events.map((e) => e.slug)).toEqual([
      'online-1',
      'chicago-1',
      'london-1',
      'leeds-1',
      'paris-1',
      'london-2',
    ]);
  });

  it('says none are near when the reader’s country has none, and still lists the others', async () => {
    const feed = await home({ 'x-test-place': 'JP' });
    expect(feed.near).toEqual({ country_code: 'JP', city: null });
    expect(feed.near_count).toBe(0);
    expect(feed.events).toHaveLength(6);
  });

  it('carries the page’s copy, featured authors, open giveaways and the three latest posts, newest first', async () => {
    const feed = await home();
    expect(feed.page).toMatchObject({ slug: 'home', path: '/' });
    expect(feed.page.blocks.map((block) => block.kind)).toEqual(['hero', 'steps', 'features', 'cta']);
    expect(feed.authors.map((a) => a.slug)).toEqual(['ada-quill']);
    expect(feed.giveaways.map((g) => g.title)).toEqual(['Signed first edition']);
    expect(feed.posts).toHaveLength(3);
    const dates = feed.posts.map((post) => Date.parse(post.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('shows an edit of the home copy once the kept feed has expired, and reads the database once per place meanwhile', async () => {
    const [row] = await t.database.db.select().from(contentPages).where(eq(contentPages.slug, 'home'));
    const before = (await home()).page.blocks[0];
    const blocks: ContentBlockInput[] = [
      { kind: 'hero', title: 'Signed books for the holidays', lead: 'Order by December 10.' },
      ...(row?.blocks ?? []).slice(1),
    ];
    await t.database.db.update(contentPages).set({ blocks }).where(eq(contentPages.slug, 'home'));
    expect((await home()).page.blocks[0]).toEqual(before);
    afterTheFeedExpires();
    expect((await home()).page.blocks[0]).toMatchObject({ title: 'Signed books for the holidays' });
    await t.database.db.update(contentPages).set({ blocks: row?.blocks }).where(eq(contentPages.slug, 'home'));
    afterTheFeedExpires();
  });

  it('reads a place’s feed once for many readers arriving at once', async () => {
    afterTheFeedExpires();
    let reads = 0;
    const counting = await createContentTestApp({
      deps: {
        catalog: {
          ...catalog,
          upcomingEvents: async (where, limit) => {
            reads += 1;
            return catalog.upcomingEvents(where, limit);
          },
        },
        place: async () => ({ country_code: 'FR', city: null }),
      },
    });
    try {
      await Promise.all(Array.from({ length: 20 }, () => counting.get(contentPaths.home())));
      // One feed: the country's events, then the rest of the world's.
      expect(reads).toBe(2);
    } finally {
      await counting.database.destroy();
    }
  }, 30_000);
});

describe('the default reader place', () => {
  it('reads the browser language’s region when nothing better is known', async () => {
    const app = await createContentTestApp({ deps: { catalog, place: readerPlaceResolver() } });
    try {
      const { body } = await app.get(contentPaths.home(), { 'accept-language': 'en-GB,en;q=0.8' });
      const feed = v.parse(HomeResponse, body).data;
      expect(feed.near).toEqual({ city: null, country_code: 'GB' });
      expect(feed.events.slice(0, feed.near_count).map((e) => e.slug)).toEqual(['london-1', 'leeds-1', 'london-2']);
    } finally {
      await app.database.destroy();
    }
  }, 30_000);

  it("takes the country the reader's browser sends (?near=) over the language, and refuses a malformed one with a 422", async () => {
    const app = await createContentTestApp({ deps: { catalog, place: readerPlaceResolver() } });
    try {
      const { body } = await app.get(`${contentPaths.home()}?near=gb`, { 'accept-language': 'ja-JP' });
      expect(v.parse(HomeResponse, body).data.near).toEqual({ city: null, country_code: 'GB' });
      const refused = await app.get('/api/public/content/home?near=Britain');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ errors: { near: ['The near must be a two-letter country code.'] } });
    } finally {
      await app.database.destroy();
    }
  }, 30_000);
});
