// Public API of @folio/content: the marketing, legal and guide pages, the blog and the partners,
// with their query options (for the route loaders), route heads and skeletons.
export { ContentPageView } from './content-page';
export { BlogIndexPage, BlogPostPage } from './blog-pages';
export { PartnerPage, PartnersPage } from './partners-pages';
export { BlogSearch } from './blog-search';
export {
  contentKeys,
  contentPageQueryOptions,
  partnerListQueryOptions,
  partnerQueryOptions,
  postListQueryOptions,
  postQueryOptions,
} from './content.queries';
export { blogHead, contentHead, partnerHead, postHead } from './content.head';
export { ArticleSkeleton, ContentPageSkeleton } from './content-skeletons';
export { HomePage } from './home/home-page';
export { loadHome, takeEmbeddedHome } from './home/home.api';
export { HomePageSkeleton } from './home/home-skeleton';
