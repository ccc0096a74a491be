import {
  contentPaths,
  type ContentPage,
  type HomeEvent,
  type HomeFeed,
  type Partner,
  type PartnerSummary,
  type Post,
  type PostSummary,
} from '@folio/content-contract';
import type { PaginationMeta } from '@folio/http-contract';
import { api, embedPageData } from '@folio/testing';
import { HttpResponse } from 'msw';

export function aContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'for-authors-pricing',
    path: '/for-authors/pricing',
    title: 'Pricing for authors and vendors',
    description: 'Folio charges 5% of each order’s item total plus card processing at cost.',
    updated_at: '2026-11-20T12:00:00.000Z',
    blocks: [
      {
        kind: 'hero',
        title: '5% per order. No monthly fee.',
        lead: 'You pay when you sell.',
        actions: [{ label: 'Find a signing', href: '/events' }],
      },
    ],
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
  return {
    ...aPostSummary(),
    html: '<p>The body.</p>',
    related: { authors: [], events: [] },
    previous: null,
    next: null,
    ...overrides,
  };
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
export function contentPageHandler(
  page: ContentPage | Response,
  slug = page instanceof Response ? 'about' : page.slug,
) {
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

export function aHomeEvent(overrides: Partial<HomeEvent> = {}): HomeEvent {
  return {
    slug: 'signed-and-sealed-leeds',
    title: 'Signed & Sealed: Leeds',
    starts_at: '2026-12-05T14:00:00.000Z',
    timezone: 'Europe/London',
    place: 'Corn Exchange, Leeds',
    is_virtual: false,
    country_code: 'GB',
    cover_url: '/api/catalog/covers/events/leeds.svg',
    authors: ['Ada Quill', 'Ben Harrow'],
    ...overrides,
  };
}

/** The home page's feed: its copy, two events (the first near the reader in Leeds), an author, a giveaway and a post. */
export function aHomeFeed(overrides: Partial<HomeFeed> = {}): HomeFeed {
  return {
    page: aContentPage({
      slug: 'home',
      path: '/',
      title: 'The place where books find their readers',
      blocks: [
        {
          kind: 'hero',
          eyebrow: 'Signed books',
          title: 'The place where books find their readers',
          lead: 'Preorder signed copies.',
          actions: [{ label: 'Explore upcoming signings', href: '/events' }],
        },
        {
          kind: 'steps',
          title: 'From preorder to the signing table',
          items: [{ title: 'Preorder', text: 'Choose your books.' }],
        },
        {
          kind: 'features',
          title: 'Made for everyone',
          items: [
            {
              title: 'For authors',
              text: 'Sell signed books.',
              action: { label: 'Sell your signed books', href: '/for-authors' },
            },
          ],
        },
        {
          kind: 'cta',
          title: 'Your next signed book is waiting',
          text: 'Find a signing.',
          action: { label: 'Browse events', href: '/events' },
        },
      ],
    }),
    near: { city: 'Leeds', country_code: 'GB' },
    near_count: 1,
    events: [
      aHomeEvent(),
      aHomeEvent({
        slug: 'thriller-con-chicago',
        title: 'Thriller Con Chicago',
        place: 'Lakeshore Center, Chicago',
        country_code: 'US',
        timezone: 'America/Chicago',
      }),
    ],
    authors: [
      {
        slug: 'ada-quill',
        name: 'Ada Quill',
        avatar_url: '/a.svg',
        tagline: 'Author of The Ember Crown',
        upcoming_events_count: 1,
      },
    ],
    giveaways: [
      {
        title: 'Signed first edition',
        prize: 'A signed hardback',
        closes_at: '2026-12-01T12:00:00.000Z',
        author: { slug: 'ada-quill', name: 'Ada Quill', avatar_url: '/a.svg' },
      },
    ],
    posts: [aPostSummary()],
    ...overrides,
  };
}

/** `GET` the home page's feed. */
export function homeHandler(feed: HomeFeed | Response) {
  return api.get(contentPaths.home(), () => (feed instanceof Response ? feed : HttpResponse.json({ data: feed })));
}

/** Puts the feed in the document as the server does in the HTML of `/` (a first visit): the home page then draws without a request. */
export function embedHomeFeed(feed: HomeFeed = aHomeFeed()): () => void {
  return embedPageData({ data: feed });
}
