import type { ContentPageSlug } from '@folio/content-contract';
import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchContentPage, fetchPartner, fetchPartners, fetchPost, fetchPosts } from './content.api';

// Content changes when someone edits a row, not while a visitor reads: five minutes fresh.
const STALE_MS = 5 * 60 * 1000;

/** Query keys of the content pages, the blog and the partners. */
export const contentKeys = {
  all: ['marketing', 'content'] as const,
  page: (slug: string) => [...contentKeys.all, 'page', slug] as const,
  posts: (page: number) => [...contentKeys.all, 'posts', 'list', page] as const,
  post: (slug: string) => [...contentKeys.all, 'posts', 'detail', slug] as const,
  partners: () => [...contentKeys.all, 'partners', 'list'] as const,
  partner: (slug: string) => [...contentKeys.all, 'partners', 'detail', slug] as const,
};

export function contentPageQueryOptions(http: HttpClient, slug: ContentPageSlug) {
  return queryOptions({ queryKey: contentKeys.page(slug), queryFn: ({ signal }) => fetchContentPage(http, slug, { signal }), staleTime: STALE_MS });
}

export function postListQueryOptions(http: HttpClient, page = 1) {
  return queryOptions({ queryKey: contentKeys.posts(page), queryFn: ({ signal }) => fetchPosts(http, page, { signal }), staleTime: STALE_MS });
}

export function postQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({ queryKey: contentKeys.post(slug), queryFn: ({ signal }) => fetchPost(http, slug, { signal }), staleTime: STALE_MS });
}

export function partnerListQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: contentKeys.partners(), queryFn: ({ signal }) => fetchPartners(http, { signal }), staleTime: STALE_MS });
}

export function partnerQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({ queryKey: contentKeys.partner(slug), queryFn: ({ signal }) => fetchPartner(http, slug, { signal }), staleTime: STALE_MS });
}
