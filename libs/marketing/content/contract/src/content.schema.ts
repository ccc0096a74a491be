import { IsoDateTime, single, Slug } from '@folio/catalog-kit-contract';
import { paginated, PageQuery } from '@folio/http-contract';
import * as v from 'valibot';
import { ContentBlock } from './blocks.schema.js';

/** A marketing, legal or guide page: its words are rows, so editing one needs no deploy. */
export const ContentPage = v.object({
  slug: Slug,
  path: v.string(),
  title: v.string(),
  description: v.string(),
  updated_at: IsoDateTime,
  blocks: v.array(ContentBlock),
});
export type ContentPage = v.InferOutput<typeof ContentPage>;

export const PostSummary = v.object({
  slug: Slug,
  title: v.string(),
  excerpt: v.string(),
  author_name: v.string(),
  published_at: IsoDateTime,
  reading_minutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type PostSummary = v.InferOutput<typeof PostSummary>;

/** A neighbour in publication order, for previous and next links. */
export const PostLink = v.object({ slug: Slug, title: v.string() });
export type PostLink = v.InferOutput<typeof PostLink>;

/** Catalog pages a post mentions: only those that exist (and are public) are listed. */
export const RelatedAuthor = v.object({ slug: Slug, name: v.string() });
export type RelatedAuthor = v.InferOutput<typeof RelatedAuthor>;
export const RelatedEvent = v.object({ slug: Slug, title: v.string(), starts_at: IsoDateTime });
export type RelatedEvent = v.InferOutput<typeof RelatedEvent>;

export const Post = v.object({
  ...PostSummary.entries,
  /** The body, rendered from Markdown and sanitised on the server. */
  html: v.string(),
  related: v.object({ authors: v.array(RelatedAuthor), events: v.array(RelatedEvent) }),
  /** The newer post (`next`) and the older one (`previous`), by publication date. */
  previous: v.nullable(PostLink),
  next: v.nullable(PostLink),
});
export type Post = v.InferOutput<typeof Post>;

export const PartnerSummary = v.object({
  slug: Slug,
  name: v.string(),
  kind: v.string(),
  blurb: v.string(),
  url: v.string(),
});
export type PartnerSummary = v.InferOutput<typeof PartnerSummary>;
export const Partner = v.object({ ...PartnerSummary.entries, html: v.string() });
export type Partner = v.InferOutput<typeof Partner>;

/** The blog's page size: six posts a page, newest first. */
export const POSTS_PER_PAGE = 6;
export const PostListQuery = v.object({
  page: PageQuery.entries.page,
  per_page: v.optional(PageQuery.entries.per_page.wrapped, String(POSTS_PER_PAGE)),
});
export type PostListQuery = v.InferOutput<typeof PostListQuery>;

export const ContentPageResponse = single(ContentPage);
export type ContentPageResponse = v.InferOutput<typeof ContentPageResponse>;
export const PostList = paginated(PostSummary);
export type PostList = v.InferOutput<typeof PostList>;
export const PostResponse = single(Post);
export type PostResponse = v.InferOutput<typeof PostResponse>;
export const PartnerList = v.object({ data: v.array(PartnerSummary) });
export type PartnerList = v.InferOutput<typeof PartnerList>;
export const PartnerResponse = single(Partner);
export type PartnerResponse = v.InferOutput<typeof PartnerResponse>;
