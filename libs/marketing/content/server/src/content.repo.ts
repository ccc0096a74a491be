import type { Database } from '@folio/db';
import { and, asc, count, desc, eq, gt, lt, lte, or } from 'drizzle-orm';
import { blogPosts, contentPages, partners } from './content.table.js';

export type PostRow = typeof blogPosts.$inferSelect;

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  bodyMarkdown: blogPosts.bodyMarkdown,
};

/** Reads of pages, published posts and partners; a post is published once its date has passed. */
export function contentRepo(db: Database) {
  const published = (at: Date) => lte(blogPosts.publishedAt, at);
  return {
    async page(slug: string) {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      return row;
    },
    async posts(at: Date, page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .where(published(at))
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ value: count() }).from(blogPosts).where(published(at)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    async post(slug: string, at: Date) {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), published(at)))
        .limit(1);
      return row;
    },
    /** The published posts just before and after one, in the list's order (date, then slug). */
    async neighbours(post: Pick<PostRow, 'slug' | 'publishedAt'>, at: Date) {
      const link = { slug: blogPosts.slug, title: blogPosts.title };
      const older = or(
        lt(blogPosts.publishedAt, post.publishedAt),
        and(eq(blogPosts.publishedAt, post.publishedAt), gt(blogPosts.slug, post.slug)),
      );
      const newer = or(
        gt(blogPosts.publishedAt, post.publishedAt),
        and(eq(blogPosts.publishedAt, post.publishedAt), lt(blogPosts.slug, post.slug)),
      );
      const [[previous], [next]] = await Promise.all([
        db
          .select(link)
          .from(blogPosts)
          .where(and(published(at), older))
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(1),
        db
          .select(link)
          .from(blogPosts)
          .where(and(published(at), newer))
          .orderBy(asc(blogPosts.publishedAt), desc(blogPosts.slug))
          .limit(1),
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },
    partners() {
      return db.select().from(partners).orderBy(asc(partners.position), asc(partners.name));
    },
    async partner(slug: string) {
      const [row] = await db.select().from(partners).where(eq(partners.slug, slug)).limit(1);
      return row;
    },
    async sitemapRows(at: Date) {
      const [pages, posts, partnerRows] = await Promise.all([
        db.select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages),
        db
          .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(published(at))
          .orderBy(desc(blogPosts.publishedAt)),
        db
          .select({ slug: partners.slug, updatedAt: partners.updatedAt })
          .from(partners)
          .orderBy(asc(partners.position)),
      ]);
      return { pages, posts, partners: partnerRows };
    },
  };
}
