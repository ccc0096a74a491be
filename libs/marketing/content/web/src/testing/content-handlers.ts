import { contentPaths, type ContentPage, type Partner, type PartnerSummary, type Post, type PostSummary } from '@folio/content-contract';
import type { PaginationMeta } from '@folio/http-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

export function aContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'for-authors-pricing',
    path: '/for-authors/pricing',
    title: 'Pricing for authors and vendors',
    description: 'Folio charges 5% of each order’s item total plus card processing at cost.',
    updated_at: '2026-11-20T12:00:00.000Z',
    blocks: [{ kind: 'hero', title: '5% per order. No monthly fee.', lead: 'You pay when you sell.', actions: [{ label: 'Find a signing', href: '/events' }] }],
    ...overrides,
  };
}

export function aPostSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: 'a-fair-fee',
    title: 'Why we charge 5% and nothing else',
    excerpt: 'No monthly fee, no set-up fee.',
    author_name: 'Hannah Lindqvist',
    published_at: '2026-11-02T12:00:00.000Z',
    reading_minutes: 3,
    ...overrides,
  };
}

export function aPost(overrides: Partial<Post> = {}): Post {
  return { ...aPostSummary(), html: '<p>The body.</p>', related: { authors: [], events: [] }, previous: null, next: null, ...overrides };
}

export function aPartner(overrides: Partial<Partner> = {}): Partner {
  return {
    slug: 'paper-and-post',
    name: 'Paper & Post',
    kind: 'Shipping supplies',
    blurb: 'Book boxes sized for hardbacks.',
    url: 'https://paperandpost.example',
    html: '<p>Boxes.</p>',
    ...overrides,
  };
}

/** `GET` a content page at its slug, or an msw answer such as `apiError(…)` at `slug`. */
export function contentPageHandler(page: ContentPage | Response, slug = page instanceof Response ? 'about' : page.slug) {
  return api.get(contentPaths.page(slug), () => (page instanceof Response ? page : HttpResponse.json({ data: page })));
}

/** `GET` the blog list (the same answer for every `?page=`). */
export function postsHandler(list: { data: PostSummary[]; meta: PaginationMeta }) {
  return api.get(contentPaths.posts(), () => HttpResponse.json(list));
}

export function postHandler(post: Post) {
  return api.get(contentPaths.post(post.slug), () => HttpResponse.json({ data: post }));
}

export function partnersHandler(partners: PartnerSummary[]) {
  return api.get(contentPaths.partners(), () => HttpResponse.json({ data: partners }));
}

export function partnerHandler(partner: Partner) {
  return api.get(contentPaths.partner(partner.slug), () => HttpResponse.json({ data: partner }));
}
