import type {
  ContentPageSlug,
  PartnerResponse,
  PostList,
  PostResponse,
  ContentPageResponse,
  PartnerList,
} from '@folio/content-contract';
import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';

// The content routes' loaders. On a first visit each page draws from the answer the server put in
// the HTML; later visits make the API call, whose module (with the contract's schemas) loads only
// then, so a content page's first JavaScript carries neither the schemas nor the http client.

const api = () => import('./content.api');

export function loadContentPage(http: HttpClient, slug: ContentPageSlug): Promise<ContentPageResponse> {
  return loadPageData(hasData, async () => (await api()).fetchContentPage(http, slug));
}

export function loadPosts(http: HttpClient, page: number): Promise<PostList> {
  return loadPageData(hasData, async () => (await api()).fetchPosts(http, page));
}

export function loadPost(http: HttpClient, slug: string): Promise<PostResponse> {
  return loadPageData(hasData, async () => (await api()).fetchPost(http, slug));
}

/** The partners page's two answers: its copy and the partners. */
export interface PartnersData {
  page: ContentPageResponse;
  partners: PartnerList;
}

const isPartnersData = (value: unknown): boolean =>
  hasData((value as Partial<PartnersData> | null)?.page) && hasData((value as Partial<PartnersData> | null)?.partners);

export function loadPartners(http: HttpClient): Promise<PartnersData> {
  return loadPageData(isPartnersData, async () => {
    const { fetchContentPage, fetchPartners } = await api();
    const [page, partners] = await Promise.all([fetchContentPage(http, 'partners'), fetchPartners(http)]);
    return { page, partners };
  });
}

export function loadPartner(http: HttpClient, slug: string): Promise<PartnerResponse> {
  return loadPageData(hasData, async () => (await api()).fetchPartner(http, slug));
}
