import type { CallOptions } from '@folio/catalog-kit';
import {
  ContentPageResponse,
  contentPaths,
  PartnerList,
  PartnerResponse,
  PostList,
  PostResponse,
} from '@folio/content-contract';
import type { HttpClient } from '@folio/http';

export function fetchContentPage(http: HttpClient, slug: string, call: CallOptions = {}): Promise<ContentPageResponse> {
  return http.get(contentPaths.page(slug), { ...call, schema: ContentPageResponse });
}

export function fetchPosts(http: HttpClient, page: number, call: CallOptions = {}): Promise<PostList> {
  return http.get(contentPaths.posts(), { ...call, schema: PostList, searchParams: page > 1 ? { page } : {} });
}

export function fetchPost(http: HttpClient, slug: string, call: CallOptions = {}): Promise<PostResponse> {
  return http.get(contentPaths.post(slug), { ...call, schema: PostResponse });
}

export function fetchPartners(http: HttpClient, call: CallOptions = {}): Promise<PartnerList> {
  return http.get(contentPaths.partners(), { ...call, schema: PartnerList });
}

export function fetchPartner(http: HttpClient, slug: string, call: CallOptions = {}): Promise<PartnerResponse> {
  return http.get(contentPaths.partner(slug), { ...call, schema: PartnerResponse });
}
