import { pathSegment as seg } from '@folio/catalog-kit-contract';

/** The prefix every content route shares: public reads, no session needed. */
export const CONTENT_BASE_PATH = '/api/public/content';

/** URL paths of the content API (pages, blog posts, partners). */
export const contentPaths = {
  /** The home page's feed (`HomeResponse`): its copy and what is on near the reader. */
  home: () => `${CONTENT_BASE_PATH}/home`,
  page: (slug: string) => `${CONTENT_BASE_PATH}/pages/${seg(slug)}`,
  posts: () => `${CONTENT_BASE_PATH}/posts`,
  post: (slug: string) => `${CONTENT_BASE_PATH}/posts/${seg(slug)}`,
  partners: () => `${CONTENT_BASE_PATH}/partners`,
  partner: (slug: string) => `${CONTENT_BASE_PATH}/partners/${seg(slug)}`,
} as const;

/** The site addresses of the blog and partner pages, for links, page heads and the sitemap. */
export const contentSitePaths = {
  blog: '/blog',
  post: (slug: string) => `/blog/${seg(slug)}`,
  partners: '/partners',
  partner: (slug: string) => `/partners/${seg(slug)}`,
} as const;
