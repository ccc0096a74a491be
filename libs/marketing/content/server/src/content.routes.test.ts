import {
  contentPaths,
  type ContentPage,
  type Partner,
  type PartnerList,
  type Post,
  type PostList,
} from '@folio/content-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageHeads } from './content-page-heads.js';
import { contentSitemap } from './content-sitemap.js';
import { blogPosts, contentPages } from './content.table.js';
import { createContentTestApp, CONTENT_TEST_NOW } from './testing/content-test-app.js';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
}, 30_000);
afterAll(() => t.database.destroy());

const data = <T>(body: unknown) => (body as { data: T }).data;

describe('content pages', () => {
  it('serves a page by slug with its address and blocks, Markdown sections rendered to HTML', async () => {
    const { status, body } = await t.get(contentPaths.page('for-authors-pricing'));
    expect(status).toBe(200);
    const page = data<ContentPage>(body);
    expect(page).toMatchObject({
      slug: 'for-authors-pricing',
      path: '/for-authors/pricing',
      title: 'Pricing for authors and vendors',
    });
    const pricing = page.blocks.find((block) => block.kind === 'pricing');
    expect(pricing && 'rows' in pricing ? pricing.rows.map((row) => row.fee) : []).toContain(
      '5% of each order’s item total',
    );
    const terms = data<ContentPage>((await t.get(contentPaths.page('terms'))).body);
    expect(terms.blocks[0]).toMatchObject({ kind: 'prose' });
    expect(JSON.stringify(terms.blocks)).toContain('<a href=\\"/terms/giveaways\\">their own terms</a>');
  });

  it('answers 404 {message, code} for an unknown slug and for a row no route shows', async () => {
    for (const slug of ['no-such-page', 'for-authors%2Fpricing']) {
      const { status, body } = await t.get(`/api/public/content/pages/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Page not found.', code: expect.any(String) });
    }
    await t.database.db
      .insert(contentPages)
      .values({ slug: 'draft', title: 'Draft', description: 'x', blocks: [{ kind: 'markdown', markdown: 'x' }] });
    expect((await t.get(contentPaths.page('draft'))).status).toBe(404);
  });

  it('shows an edit at once, and a page whose blocks no longer fit the schema as not found rather than half-rendered', async () => {
    await t.database.db.update(contentPages).set({ title: 'About us, edited' }).where(eq(contentPages.slug, 'about'));
    expect(data<ContentPage>((await t.get(contentPaths.page('about'))).body).title).toBe('About us, edited');
    await t.database.db
      .update(contentPages)
      .set({ blocks: [{ kind: 'hero', title: 'No lead' }] as never })
      .where(eq(contentPages.slug, 'privacy'));
    expect((await t.get(contentPaths.page('privacy'))).status).toBe(404);
  });
});

describe('blog posts', () => {
  it('lists published posts newest first, six a page, with reading time', async () => {
    const first = (await t.get(contentPaths.posts())).body as PostList;
    expect(first.meta).toEqual({ current_page: 1, per_page: 6, total: 7, last_page: 2 });
    const dates = first.data.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data[0]?.slug).toBe('instalments-for-signed-editions');
    expect(first.data[0]?.reading_minutes).toBeGreaterThanOrEqual(1);
    const second = (await t.get(`${contentPaths.posts()}?page=2`)).body as PostList;
    expect(second.data.map((post) => post.slug)).toEqual(['welcome-to-folio']);
  });

  it('refuses a page number that is not a whole number from 1 with a 422', async () => {
    expect((await t.get(`${contentPaths.posts()}?page=0`)).status).toBe(422);
    expect((await t.get(`${contentPaths.posts()}?per_page=abc`)).status).toBe(422);
  });

  it('serves a post with sanitised HTML, its neighbours and the catalog pages it names that exist', async () => {
    const post = data<Post>((await t.get(contentPaths.post('a-fair-fee'))).body);
    expect(post.html).toContain('<h2>What the 5% pays for</h2>');
    expect(post.next).toEqual({ slug: 'pickup-at-the-table', title: 'Pickup at the table, without the queue' });
    expect(post.previous).toEqual({
      slug: 'virtual-signings-that-work',
      title: 'Virtual signings that readers remember',
    });
    const newest = data<Post>((await t.get(contentPaths.post('instalments-for-signed-editions'))).body);
    expect(newest.next).toBeNull();
    expect(newest.related.authors).toEqual([
      { slug: 'ada-quill', name: 'Ada Quill' },
      { slug: 'ben-harrow', name: 'Ben Harrow' },
    ]);
    expect(newest.related.events.map((event) => event.slug)).toEqual(['autumn-signing']);
    const oldest = data<Post>((await t.get(contentPaths.post('welcome-to-folio'))).body);
    expect(oldest.previous).toBeNull();
  });

  it('keeps a scheduled post out of the list, the neighbours and its own address until its date', async () => {
    await t.database.db.insert(blogPosts).values({
      slug: 'next-week',
      title: 'Scheduled',
      excerpt: 'Soon',
      bodyMarkdown: 'Soon.',
      authorName: 'Ed',
      publishedAt: new Date(CONTENT_TEST_NOW.getTime() + 86_400_000),
    });
    expect((await t.get(contentPaths.post('next-week'))).status).toBe(404);
    expect(((await t.get(contentPaths.posts())).body as PostList).meta.total).toBe(7);
    expect(data<Post>((await t.get(contentPaths.post('instalments-for-signed-editions'))).body).next).toBeNull();
  });

  it('sanitises a post body edited in the database', async () => {
    await t.database.db
      .update(blogPosts)
      .set({ bodyMarkdown: 'Hi <img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>alert(2)</script>' })
      .where(eq(blogPosts.slug, 'shipping-signed-books'));
    const post = data<Post>((await t.get(contentPaths.post('shipping-signed-books'))).body);
    expect(post.html).not.toMatch(/onerror|javascript:|<script/i);
  });

  it('answers 404 {message, code} for an unknown post', async () => {
    const { status, body } = await t.get(contentPaths.post('no-such-post'));
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Post not found.', code: expect.any(String) });
  });
});

describe('partners', () => {
  it('lists partners in order and serves each with its page', async () => {
    const list = (await t.get(contentPaths.partners())).body as PartnerList;
    expect(list.data.map((partner) => partner.slug)).toEqual([
      'lantern-street-books',
      'northern-lights-book-con',
      'paper-and-post',
    ]);
    const partner = data<Partner>((await t.get(contentPaths.partner('paper-and-post'))).body);
    expect(partner.html).toContain('<a href="/blog/shipping-signed-books">');
    expect((await t.get(contentPaths.partner('nobody'))).status).toBe(404);
  });
});

describe('heads and sitemap', () => {
  it('gives every content page, the blog, each post and each partner a head, and none to an unknown post', async () => {
    const heads = contentPageHeads(t.deps);
    const head = async (pattern: string, params: Record<string, string> = {}) =>
      heads.find((route) => route.pattern === pattern)?.resolve(params);
    expect(await head('/for-authors/pricing')).toMatchObject({ title: 'Pricing for authors and vendors' });
    expect(await head('/terms/giveaways')).toMatchObject({ title: 'Giveaway terms' });
    expect(await head('/blog')).toMatchObject({ title: 'Blog' });
    expect(await head('/blog/:slug', { slug: 'a-fair-fee' })).toMatchObject({
      title: 'Why we charge 5% and nothing else',
      type: 'article',
    });
    expect(await head('/blog/:slug', { slug: 'nope' })).toBeNull();
    expect(await head('/partners/:slug', { slug: 'paper-and-post' })).toMatchObject({
      title: 'Paper & Post · Partners',
    });
  });

  it('lists the pages, the blog, the published posts and the partners for the sitemap', async () => {
    const paths = (await contentSitemap(t.deps)()).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/about',
        '/for-authors/pricing',
        '/terms/giveaways',
        '/guides/book-signings/readers-guide',
        '/blog',
        '/blog/a-fair-fee',
        '/partners/paper-and-post',
      ]),
    );
    expect(paths).not.toContain('/blog/next-week');
  });
});
